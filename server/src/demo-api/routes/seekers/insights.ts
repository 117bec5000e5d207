import { SALARY_BANDS } from '@jagir/shared/rules/options'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Locale } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import { salaryBandOf } from './present.js'

/** Counts per key, as `[{id, name, count}]`, largest first. */
function tally<K extends string | number>(counts: Map<K, number>, name: (key: K) => string) {
  return [...counts.entries()]
    .map(([id, count]) => ({ id, name: name(id), count }))
    .sort((a, b) => b.count - a.count || String(a.id).localeCompare(String(b.id)))
}

/** Adds `count` to a key's total. */
function add<K>(counts: Map<K, number>, key: K, count: number) {
  counts.set(key, (counts.get(key) ?? 0) + count)
}

interface Group {
  district: number | null
  job_level: string | null
  years: number | null
  expected_salary: number | null
  working_status: string | null
  /** Which of the columns above this row groups by. */
  set: number
  count: number
}

/**
 * The insights page's aggregates over public profiles: one pass over the table groups by each
 * column at once (grouping sets), one more counts preferred categories. A profile with no level,
 * salary or status counts as entry level, below 15,000 and available, as the profile shows it.
 */
export async function seekerInsights(db: Db, locale: Locale) {
  const groups = await sql<Group>`
    select coalesce(district, 0) as district,
      coalesce(job_level, 'entry_level') as job_level,
      least(experience_months / 12, 10) as years,
      expected_salary,
      coalesce(working_status, 'available') as working_status,
      grouping(coalesce(district, 0), coalesce(job_level, 'entry_level'),
        least(experience_months / 12, 10), expected_salary,
        coalesce(working_status, 'available')) as set,
      count(*)::integer as count
    from jobseekers
    where is_public
    group by grouping sets ((coalesce(district, 0)), (coalesce(job_level, 'entry_level')),
      (least(experience_months / 12, 10)), (expected_salary),
      (coalesce(working_status, 'available')))
  `.execute(db)
  const categories = await sql<{ id: number; count: number }>`
    select unnest(preferred_jobs) as id, count(*)::integer as count
    from jobseekers where is_public group by 1
  `.execute(db)
  // grouping() sets a bit for each column the row does not group by (the first is the highest).
  const of = (bit: number) => groups.rows.filter((row) => row.set === 0b11111 - (1 << bit))
  const districts = new Map<number, number>()
  const levels = new Map<string, number>()
  const years = new Map<number, number>()
  const salaries = new Map<string, number>()
  const statuses = new Map<string, number>()
  for (const row of of(4)) add(districts, row.district!, row.count)
  for (const row of of(3)) add(levels, row.job_level!, row.count)
  for (const row of of(2)) add(years, row.years!, row.count)
  for (const row of of(1)) add(salaries, salaryBandOf(row) ?? 'below_15000', row.count)
  for (const row of of(0)) add(statuses, row.working_status!, row.count)
  const nepal = loadNepal()
  return {
    total: [...statuses.values()].reduce((sum, count) => sum + count, 0),
    by_district: tally(
      districts,
      (id) => nepal.districts.find((d) => d.id === id)?.name[locale] ?? '',
    ).slice(0, 10),
    by_category: tally(
      new Map(categories.rows.map((row) => [row.id, row.count])),
      (id) => JOB_CATEGORIES.find((c) => c.id === id)?.name[locale] ?? '',
    ),
    by_job_level: tally(levels, (level) => level),
    by_experience_years: tally(years, (count) => String(count)),
    by_expected_salary: tally(
      salaries,
      (value) => SALARY_BANDS.find((b) => b.value === value)!.label,
    ),
    by_working_status: tally(statuses, (status) => status),
  }
}
