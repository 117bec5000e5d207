import { JOB_LEVELS } from '@jagir/shared/rules/options'
import { monthsBetween } from '@jagir/shared/rules/jobseeker-profile'
import { profilePatchSchema, type ProfilePatch } from '@jagir/shared/schemas/jobseeker-profile'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { fieldErrors, parseBody, unknownIds } from '../../lib/errors.js'
import type { DemoStore } from '../../store/store.js'
import type { JobseekerProfile, UserRecord } from '../../store/types.js'
import { bandAmount } from './present.js'

/** Fields of the profile PATCH from before issue 15, kept for callers that send them. */
const legacySchema = z
  .object({
    expected_salary: z.number().int().min(0).nullable(),
    job_level: z.enum(JOB_LEVELS),
    experience_months: z.number().int().min(0).max(600),
    education_degree: z.number().int().positive().nullable(),
  })
  .partial()

type Seeker = UserRecord & { jobseeker: JobseekerProfile }

/** Ids the body names that no lookup has: skills, and education entries' degrees. */
function checkIds(store: DemoStore, changes: ProfilePatch, legacy: z.infer<typeof legacySchema>) {
  const known = (kind: 'skills' | 'education_degrees', id: number) =>
    store.state.lookups[kind].some((item) => item.id === id)
  const unknown: Record<string, number[]> = {
    skills: (changes.skills ?? []).filter((id) => !known('skills', id)),
  }
  const degree = legacy.education_degree
  if (degree && !known('education_degrees', degree)) unknown.education_degree = [degree]
  ;(changes.education_history ?? []).forEach((entry, index) => {
    if (!known('education_degrees', entry.degree)) {
      unknown[`education_history.${index}.degree`] = [entry.degree]
    }
  })
  if (Object.values(unknown).some((ids) => ids.length > 0)) throw unknownIds(unknown)
}

/** Ids for the entries of a list: an entry keeps its id when it had one here, else a new one. */
function withIds<T extends { id?: number | null }>(
  store: DemoStore,
  entries: T[],
  existing: { id: number }[],
  collection: string,
): (Omit<T, 'id'> & { id: number })[] {
  return entries.map((entry) => ({
    ...entry,
    id:
      entry.id && existing.some((old) => old.id === entry.id) ? entry.id : store.nextId(collection),
  }))
}

/**
 * Applies a profile PATCH (any of its fields) to the signed-in seeker, or throws a DRF 400. The
 * top degree and the experience in months follow the entries, so search filters stay true.
 */
export function applyProfilePatch(store: DemoStore, user: Seeker, request: FastifyRequest): void {
  const changes = parseBody(profilePatchSchema, request)
  const legacy = parseBody(legacySchema, request)
  checkIds(store, changes, legacy)
  // The e-mail signs the seeker in: it may change, not be cleared.
  if (changes.email === '' && user.email) throw fieldErrors({ email: 'required' })
  if (changes.email) {
    const taken = store.state.users.some(
      (other) => other.id !== user.id && other.email.toLowerCase() === changes.email,
    )
    if (taken) throw fieldErrors({ email: 'emailTaken' })
  }
  const js = user.jobseeker
  Object.assign(js, legacy)
  const { headline, about, email, education_history, work_experience, ...rest } = changes
  const { expected_salary_band: band, ...kept } = rest
  Object.assign(js, kept)
  if (band !== undefined) js.expected_salary = band === null ? null : bandAmount(band)
  if (headline !== undefined) js.headline = { en: headline, ne: headline }
  if (about !== undefined) js.about = { en: about, ne: about }
  if (email !== undefined && email !== '') user.email = email
  if (education_history) {
    js.education_history = withIds(
      store,
      education_history,
      js.education_history ?? [],
      'education',
    )
    const top = Math.max(0, ...education_history.map((entry) => entry.degree))
    js.education_degree = top || null
  }
  if (work_experience) {
    js.work_experience = withIds(store, work_experience, js.work_experience ?? [], 'experience')
    const today = new Date().toISOString().slice(0, 10)
    js.experience_months = Math.min(
      600,
      work_experience.reduce(
        (sum, job) => sum + monthsBetween(job.start_date, job.end_date ?? today),
        0,
      ),
    )
  }
}
