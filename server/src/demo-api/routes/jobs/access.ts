import type { DemoStore } from '../../store/store.js'
import type { JobRecord, UserRecord } from '../../store/types.js'
import { notFound } from '../../lib/errors.js'
import { loadNepal } from '../../seed/nepal.js'

/** A job's status as users see it: an active job past its deadline is expired. */
export function effectiveStatus(job: JobRecord, now = Date.now()): JobRecord['status'] {
  return job.status === 'active' && Date.parse(job.deadline) < now ? 'expired' : job.status
}

/** The job with this slug, or 404. */
export function jobBySlug(store: DemoStore, slug: string): JobRecord {
  const job = store.state.jobs.find((j) => j.slug === slug)
  if (!job) throw notFound()
  return job
}

/** The employer's own job with this slug; another employer's job is a 404 (no leak). */
export function ownJob(store: DemoStore, user: UserRecord, slug: string): JobRecord {
  const job = jobBySlug(store, slug)
  if (job.owner !== user.id) throw notFound()
  return job
}

/** The address, municipality, district and province of a job. */
export function placeOf(store: DemoStore, job: JobRecord) {
  const nepal = loadNepal()
  const location = store.state.locations.find((l) => l.id === job.location)
  const city = location && nepal.municipalities.find((m) => m.id === location.city)
  const district = city && nepal.districts.find((d) => d.id === city.district)
  const province = district && nepal.provinces.find((p) => p.id === district.province)
  return { location, city, district, province }
}
