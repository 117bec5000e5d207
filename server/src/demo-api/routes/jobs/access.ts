import type { Db } from '../../db/database.js'
import type { AccountRow } from '../../db/rows.js'
import type { Job } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'
import { loadNepal } from '../../seed/nepal.js'

/** A job's status as users see it: an active job past its deadline is expired. */
export function effectiveStatus(
  job: Pick<Job, 'status' | 'deadline'>,
  now = Date.now(),
): Job['status'] {
  return job.status === 'active' && Date.parse(job.deadline) < now ? 'expired' : job.status
}

/** The job with this slug, or 404. */
export async function jobBySlug(db: Db, slug: string): Promise<Job> {
  const job = await db.selectFrom('jobs').selectAll().where('slug', '=', slug).executeTakeFirst()
  if (!job) throw notFound()
  return job
}

/** The employer's own job with this slug; another employer's job is a 404 (no leak). */
export async function ownJob(db: Db, user: Pick<AccountRow, 'id'>, slug: string): Promise<Job> {
  const job = await jobBySlug(db, slug)
  if (job.owner !== user.id) throw notFound()
  return job
}

/** The municipality, district and province of an address's city (from the admin data). */
export function placeOfCity(city: number | undefined) {
  const nepal = loadNepal()
  const municipality =
    city === undefined ? undefined : nepal.municipalities.find((m) => m.id === city)
  const district = municipality && nepal.districts.find((d) => d.id === municipality.district)
  const province = district && nepal.provinces.find((p) => p.id === district.province)
  return { city: municipality, district, province }
}

/** The address, municipality, district and province of a job. */
export async function placeOf(db: Db, job: Pick<Job, 'location'>) {
  const location = await db
    .selectFrom('locations')
    .selectAll()
    .where('id', '=', job.location)
    .executeTakeFirst()
  return { location, ...placeOfCity(location?.city) }
}
