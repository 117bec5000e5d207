import { CITIES, DISTRICTS, LOCATIONS, type FakeItem } from './fake-job-data'
import type { FakeJob } from './fake-job-api'

/** The fake's own copy of the lookups (tests create items; others must not see them). */
export interface Db {
  locations: typeof LOCATIONS
  lookups: Record<string, FakeItem[]>
}

export const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
})
const find = (list: FakeItem[], id: unknown) => list.find((item) => item.id === id)
const item = (list: FakeItem[], id: unknown) => {
  const found = find(list, id)
  return found ? { id: found.id, name: found.name } : null
}
const items = (db: Db, path: string, ids: unknown) =>
  ((ids as number[]) ?? []).map((id) => item(db.lookups[path]!, id)).filter(Boolean)

export function basicRead(db: Db, job: FakeJob) {
  const address = (job.basic.job_locations as { address: number }[])[0]!.address
  const location = db.locations.find((l) => l.id === address)
  const city = find(CITIES, location?.city)
  const district = find(DISTRICTS, city?.district)
  return {
    ...job.basic,
    slug: job.slug,
    location_info: {
      province: district
        ? { id: district.province, name: `Province ${String(district.province)}` }
        : null,
      district: item(DISTRICTS, district?.id),
      city: item(CITIES, city?.id),
    },
    job_locations: [{ address: location ? { ...location } : address }],
    tags: [],
  }
}

export function detailRead(db: Db, job: FakeJob) {
  const spec = job.specification ?? {}
  const info = job.additional ?? {}
  return {
    ...basicRead(db, job),
    education_level: item(db.lookups['/api/v1/common/education-degrees/']!, spec.education_level),
    is_education_specific: !!spec.is_education_specific,
    skills: items(db, '/api/v1/common/skills/', spec.skills),
    work_standards: items(db, '/api/v1/common/work-standards/', spec.work_standards),
    personal_qualities: items(db, '/api/v1/common/personal-qualities/', spec.personal_qualities),
    required_knowledge: items(db, '/api/v1/common/required-knowledge/', spec.required_knowledge),
    setting: {
      min_experience_months: spec.min_experience_months ?? null,
      is_experience_required: !!spec.is_experience_required,
      required_two_wheeler: !!info.required_two_wheeler,
      gender: info.gender ?? null,
      is_gender_specific: !!info.is_gender_specific,
      is_age_specific: !!info.is_age_specific,
      min_age: info.min_age ?? null,
      max_age: info.max_age ?? null,
    },
    benefits: items(db, '/api/v1/common/job-benefit/', info.benefits),
    document_categories: items(db, '/api/v1/common/document-categories/', info.document_categories),
    is_document_required: !!info.is_document_required,
    show_name: info.show_name ?? true,
    org_alt_name: info.org_alt_name ?? null,
    status: job.status,
  }
}
