import { JOB_LEVELS } from '@jagir/shared/rules/options'
import { monthsBetween } from '@jagir/shared/rules/jobseeker-profile'
import { profilePatchSchema, type ProfilePatch } from '@jagir/shared/schemas/jobseeker-profile'
import type { FastifyRequest } from 'fastify'
import { sql, type RawBuilder, type Updateable } from 'kysely'
import { z } from 'zod'
import type { Db } from '../../db/database.js'
import type { JobseekersTable, LookupKind } from '../../db/schema.js'
import { searchNamesIn, seekerSearchDoc } from '../../db/search-docs.js'
import { fieldErrors, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { bandAmount, type Seeker } from './present.js'

/** The largest value an `integer` column holds. */
const MAX_INT = 2 ** 31 - 1

/** Fields of the profile PATCH from before issue 15, kept for callers that send them. */
const legacySchema = z
  .object({
    expected_salary: z.number().int().min(0).max(MAX_INT).nullable(),
    job_level: z.enum(JOB_LEVELS),
    experience_months: z.number().int().min(0).max(600),
    education_degree: z.number().int().positive().nullable(),
  })
  .partial()

/** The ids of this lookup list that exist, of those given (one past an integer's range is none). */
export async function knownLookups(db: Db, kind: LookupKind, ids: number[]): Promise<Set<number>> {
  const candidates = [...new Set(ids)].filter((id) => id <= MAX_INT)
  if (candidates.length === 0) return new Set()
  const rows = await db
    .selectFrom('lookups')
    .select('id')
    .where('kind', '=', kind)
    .where('id', 'in', candidates)
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** Ids the body names that no lookup has: skills, and education entries' degrees. */
async function checkIds(db: Db, changes: ProfilePatch, legacy: z.infer<typeof legacySchema>) {
  const skills = changes.skills ?? []
  const entries = changes.education_history ?? []
  const degree = legacy.education_degree
  const [knownSkills, knownDegrees] = await Promise.all([
    knownLookups(db, 'skills', skills),
    knownLookups(db, 'education_degrees', [
      ...(degree ? [degree] : []),
      ...entries.map((entry) => entry.degree),
    ]),
  ])
  const unknown: Record<string, number[]> = {
    skills: skills.filter((id) => !knownSkills.has(id)),
  }
  if (degree && !knownDegrees.has(degree)) unknown.education_degree = [degree]
  entries.forEach((entry, index) => {
    if (!knownDegrees.has(entry.degree)) {
      unknown[`education_history.${index}.degree`] = [entry.degree]
    }
  })
  if (Object.values(unknown).some((ids) => ids.length > 0)) throw unknownIds(unknown)
}

type TextColumn = 'headline' | 'about' | 'address'

/**
 * The columns that save a text typed in one language: that language's column takes it; the other
 * language's column keeps its own text, and takes this one only while it has none of its own
 * (empty, or a copy of what this language said before), so a profile never reads blank in the
 * other language and an edit never overwrites a translation.
 */
export function typedIn(
  column: TextColumn,
  locale: Locale,
  text: string,
): Record<string, string | RawBuilder<string>> {
  const own = sql.ref(`${column}_${locale}`)
  const otherName = `${column}_${locale === 'en' ? 'ne' : 'en'}`
  const other = sql.ref(otherName)
  return {
    [`${column}_${locale}`]: text,
    [otherName]: sql<string>`case when coalesce(${other}, '') in ('', coalesce(${own}, ''))
      then ${text} else ${other} end`,
  }
}

/** Ids for the entries of a list: an entry keeps its id when it was one of the seeker's, else the sequence gives one. */
function withKeptIds<T extends { id?: number | null }>(entries: T[], existing: number[]) {
  const free = new Set(existing)
  return entries.map(({ id, ...entry }) => (id && free.delete(id) ? { ...entry, id } : entry))
}

/** The seeker's education and experience rows replaced by the lists given (when given). */
async function replaceEntries(tx: Db, jobseekerId: number, changes: ProfilePatch) {
  const { education_history: education, work_experience: experience } = changes
  if (education) {
    const existing = await tx
      .deleteFrom('education')
      .where('jobseeker_id', '=', jobseekerId)
      .returning('id')
      .execute()
    if (education.length) {
      await tx
        .insertInto('education')
        .values(
          withKeptIds(
            education,
            existing.map((row) => row.id),
          ).map((entry) => ({ ...entry, jobseeker_id: jobseekerId })),
        )
        .execute()
    }
  }
  if (experience) {
    const existing = await tx
      .deleteFrom('experience')
      .where('jobseeker_id', '=', jobseekerId)
      .returning('id')
      .execute()
    if (experience.length) {
      await tx
        .insertInto('experience')
        .values(
          withKeptIds(
            experience,
            existing.map((row) => row.id),
          ).map((entry) => ({ ...entry, jobseeker_id: jobseekerId })),
        )
        .execute()
    }
  }
}

/** Stores again what the seeker is found by (after a change of name, headline, skills or place). */
export async function refreshSeekerSearchDoc(tx: Db, userId: number): Promise<void> {
  const row = await tx
    .selectFrom('jobseekers')
    .innerJoin('users', 'users.id', 'jobseekers.user_id')
    .select([
      'jobseekers.id',
      'users.full_name_en',
      'users.full_name_ne',
      'jobseekers.headline_en',
      'jobseekers.headline_ne',
      'jobseekers.skills',
      'jobseekers.district',
      'jobseekers.city',
    ])
    .where('jobseekers.user_id', '=', userId)
    .executeTakeFirstOrThrow()
  const names = await searchNamesIn(tx, { skills: row.skills })
  await tx
    .updateTable('jobseekers')
    .set({ search_doc: seekerSearchDoc(row, names) })
    .where('id', '=', row.id)
    .execute()
}

/** The jobseekers columns a PATCH sets (entries and e-mail aside). */
function profileColumns(
  changes: ProfilePatch,
  legacy: z.infer<typeof legacySchema>,
  locale: Locale,
): Updateable<JobseekersTable> {
  const { headline, about, expected_salary_band: band, languages, social_links } = changes
  const columns: Updateable<JobseekersTable> = { ...legacy }
  for (const key of ['alternate_phone', 'working_status', 'skills', 'is_public'] as const) {
    if (changes[key] !== undefined) Object.assign(columns, { [key]: changes[key] })
  }
  if (languages !== undefined) columns.languages = JSON.stringify(languages)
  if (social_links !== undefined) columns.social_links = JSON.stringify(social_links)
  if (band !== undefined) columns.expected_salary = band === null ? null : bandAmount(band)
  if (headline !== undefined) Object.assign(columns, typedIn('headline', locale, headline))
  if (about !== undefined) Object.assign(columns, typedIn('about', locale, about))
  // The top degree and the months of experience follow the entries, so search filters stay true.
  if (changes.education_history) {
    const top = Math.max(0, ...changes.education_history.map((entry) => entry.degree))
    columns.education_degree = top || null
  }
  if (changes.work_experience) {
    const today = new Date().toISOString().slice(0, 10)
    columns.experience_months = Math.min(
      600,
      changes.work_experience.reduce(
        (sum, job) => sum + monthsBetween(job.start_date, job.end_date ?? today),
        0,
      ),
    )
  }
  return columns
}

/** True when the database refused a row for a unique key (another request took the value first). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505'

/**
 * Applies a profile PATCH (any of its fields) to the signed-in seeker in one transaction, or
 * throws a DRF 400. The top degree and the experience in months follow the entries.
 */
export async function applyProfilePatch(
  db: Db,
  user: Seeker,
  request: FastifyRequest,
): Promise<void> {
  const changes = parseBody(profilePatchSchema, request)
  const legacy = parseBody(legacySchema, request)
  await checkIds(db, changes, legacy)
  // The e-mail signs the seeker in: it may change, not be cleared.
  if (changes.email === '' && user.email) throw fieldErrors({ email: 'required' })
  const email = changes.email || undefined
  if (email && (await emailTaken(db, user.id, email))) throw fieldErrors({ email: 'emailTaken' })
  const columns = profileColumns(changes, legacy, localeOf(request))
  try {
    await db.transaction().execute(async (tx) => {
      if (email !== undefined) {
        await tx.updateTable('users').set({ email }).where('id', '=', user.id).execute()
      }
      if (Object.values(columns).some((value) => value !== undefined)) {
        await tx
          .updateTable('jobseekers')
          .set(columns)
          .where('id', '=', user.jobseeker.id)
          .execute()
      }
      await replaceEntries(tx, user.jobseeker.id, changes)
      if (changes.headline !== undefined || changes.skills !== undefined) {
        await refreshSeekerSearchDoc(tx, user.id)
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ email: 'emailTaken' })
    throw error
  }
}

/** True when another account has this e-mail (compared without case, as the unique index does). */
async function emailTaken(db: Db, userId: number, email: string): Promise<boolean> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst()
  return !!other
}
