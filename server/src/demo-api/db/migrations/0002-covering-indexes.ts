import { sql, type Kysely } from 'kysely'

/**
 * Indexes that let a search count, and find a page's rows, without reading the tables' rows
 * (index-only scans), measured at 100,000 jobs and 1,000,000 job seekers on PostgreSQL 15
 * (`docs/performance.md`):
 * - the open jobs' two orderings (newest, soonest deadline) each hold every filter's column: a
 *   count with any filters but words reads one index only (salary, job type and experience had
 *   no index: 99 → 33 ms), and so do the ids of any page, however deep;
 * - public job seekers in account order with their filters' columns: the count of all of them
 *   (300 → 54 ms) and a page's ids;
 * - public job seekers by district: a district's count and pages (300 → 16 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index jobs_open_newest_idx;
    create index jobs_open_newest_idx on jobs (published_at desc, id desc)
      include (deadline, district, province, category, job_level, available_for, salary_minimum,
        salary_maximum, min_experience_months, is_featured, organization, show_name)
      where status = 'active';
    drop index jobs_open_deadline_idx;
    create index jobs_open_deadline_idx on jobs (deadline, id)
      include (published_at, district, province, category, job_level, available_for,
        salary_minimum, salary_maximum, min_experience_months, is_featured, organization,
        show_name)
      where status = 'active';
    create index jobseekers_public_idx on jobseekers (user_id)
      include (district, job_level, experience_months, expected_salary, working_status)
      where is_public;
    create index jobseekers_public_district_idx on jobseekers (district, user_id)
      where is_public;
  `.execute(db)
}
