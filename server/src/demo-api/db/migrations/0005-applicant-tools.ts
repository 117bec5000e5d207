import { sql, type Kysely } from 'kysely'

/**
 * What an employer keeps about applicants and how they hear of new ones (issue 31).
 *
 * - `applications.note` and `applications.rating`: the job's employer's private note (at most
 *   2000 characters) and 1 to 5 stars, or none. Only the job's employer reads or writes them.
 * - `employers.applicant_notice_frequency` (`instant`, `daily` or `off`) and
 *   `applicant_notice_channels` (`email`, `sms`): how the employer hears of new applicants;
 *   by default a daily digest by email, in Nepali (the site's default language) until the
 *   employer saves the settings in a language (`applicant_notice_language`).
 * - `applicant_notices`: one row per application and channel, its key unique: a notice claims
 *   its applications with one `insert … on conflict` before sending (as `alert_deliveries` does
 *   for job alerts), so an applicant is announced once per channel, whichever worker sends it.
 * - The employer's unlocked job seekers are read from paid hiring packages and the orders that
 *   paid them: indexes on the packages' entries by seeker ("is this seeker unlocked by this
 *   employer") and on the order lines by package (which order bought a package).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table applications
      add column note text not null default '' check (char_length(note) <= 2000),
      add column rating smallint check (rating between 1 and 5);
    alter table employers
      add column applicant_notice_frequency text not null default 'daily',
      add column applicant_notice_channels text[] not null default '{email}',
      add column applicant_notice_language text not null default 'ne';
    create table applicant_notices (
      application_id integer not null references applications (id) on delete cascade,
      channel text not null,
      claimed_at timestamptz not null default now(),
      sent_at timestamptz,
      primary key (application_id, channel)
    );
    create index package_entries_seeker_idx on package_entries (seeker);
    create index order_items_package_idx on order_items (package) where package is not null;
  `.execute(db)
}
