import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { textIn, textOrOther } from '../../db/rows.js'
import { requireJobseeker } from '../../lib/auth.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { presentReferee } from '../referrer.js'
import { seekerStatus } from './activity.js'
import { currentCv, cvUrl } from './cv.js'
import { presentSeekerProfile, type Seeker } from './present.js'

/** An organisation's name in a language, from columns that a left join may leave empty. */
const orgName = (
  row: { org_name_en: string | null; org_name_ne: string | null },
  locale: Locale,
): string | null => row[`org_name_${locale}`]

/** A job as the seeker's data names it: enough to recognise it, whatever became of it. */
function jobRef(
  row: {
    slug: string
    title_en: string
    title_ne: string
    show_name: boolean
    org_alt_name_en: string | null
    org_alt_name_ne: string | null
    org_name_en: string | null
    org_name_ne: string | null
  },
  locale: Locale,
) {
  return {
    slug: row.slug,
    // A title never written in this language is the other one's (the data is the seeker's record).
    title: textOrOther(row, 'title', locale).text,
    organization: row.show_name
      ? orgName(row, locale)
      : textOrOther(row, 'org_alt_name', locale).text || null,
  }
}

/** The seeker's applications with their jobs and answers (the questions' text, when still there). */
async function applicationsOf(db: Db, userId: number, locale: Locale) {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .leftJoin('organizations', 'organizations.id', 'jobs.organization')
    .select([
      'applications.id',
      'applications.status',
      'applications.created_at',
      'applications.cover_letter',
      'applications.cv_choice',
      'applications.cv_file',
      'jobs.slug',
      'jobs.title_en',
      'jobs.title_ne',
      'jobs.show_name',
      'jobs.org_alt_name_en',
      'jobs.org_alt_name_ne',
      'organizations.name_en as org_name_en',
      'organizations.name_ne as org_name_ne',
    ])
    .where('applications.user_id', '=', userId)
    .orderBy('applications.id')
    .execute()
  const answers = rows.length
    ? await db
        .selectFrom('application_answers')
        .leftJoin('questions', 'questions.id', 'application_answers.question_id')
        .select([
          'application_answers.application_id',
          'application_answers.answer',
          'questions.question',
        ])
        .where(
          'application_answers.application_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('application_answers.application_id')
        .orderBy('application_answers.question_id')
        .execute()
    : []
  return rows.map((row) => ({
    id: row.id,
    job: jobRef(row, locale),
    status: seekerStatus(row),
    created_at: row.created_at,
    cover_letter: row.cover_letter,
    cv:
      row.cv_choice === 'file' && row.cv_file
        ? { choice: 'file', url: cvUrl(row.cv_file) }
        : { choice: row.cv_choice === 'profile' ? 'profile' : 'none' },
    answers: answers
      .filter((answer) => answer.application_id === row.id)
      .map((answer) => ({ question: answer.question ?? null, answer: answer.answer })),
  }))
}

/** The jobs the seeker saved, in the order saved. */
async function likedJobsOf(db: Db, userId: number, locale: Locale) {
  const rows = await db
    .selectFrom('likes')
    .innerJoin('jobs', 'jobs.id', 'likes.job_id')
    .leftJoin('organizations', 'organizations.id', 'jobs.organization')
    .select([
      'likes.created_at as liked_at',
      'jobs.slug',
      'jobs.title_en',
      'jobs.title_ne',
      'jobs.show_name',
      'jobs.org_alt_name_en',
      'jobs.org_alt_name_ne',
      'organizations.name_en as org_name_en',
      'organizations.name_ne as org_name_ne',
    ])
    .where('likes.user_id', '=', userId)
    .orderBy('likes.created_at')
    .orderBy('likes.job_id')
    .execute()
  return rows.map((row) => ({ job: jobRef(row, locale), liked_at: row.liked_at }))
}

/** Which organisations viewed the profile, and when. */
async function profileViewsOf(db: Db, userId: number, locale: Locale) {
  const rows = await db
    .selectFrom('profile_views')
    .leftJoin('organizations', 'organizations.id', 'profile_views.organization')
    .select([
      'profile_views.created_at',
      'organizations.name_en as org_name_en',
      'organizations.name_ne as org_name_ne',
    ])
    .where('profile_views.seeker', '=', userId)
    .orderBy('profile_views.id')
    .execute()
  return rows.map((row) => ({ organization: orgName(row, locale), viewed_at: row.created_at }))
}

/** Which employers put the seeker on a shortlist (named by their first organisation), and when. */
async function shortlistedByOf(db: Db, userId: number, locale: Locale) {
  const rows = await db
    .selectFrom('package_entries')
    .innerJoin('hiring_packages', 'hiring_packages.id', 'package_entries.package_id')
    .leftJoin('employers', 'employers.user_id', 'hiring_packages.employer')
    .leftJoin('organizations', (join) =>
      // The employer's first organisation names it (arrays count from 1).
      join.onRef('organizations.id', '=', sql<number>`employers.organizations[1]`),
    )
    .select([
      'package_entries.added_at',
      'organizations.name_en as org_name_en',
      'organizations.name_ne as org_name_ne',
    ])
    .where('package_entries.seeker', '=', userId)
    .orderBy('hiring_packages.id')
    .orderBy('package_entries.id')
    .execute()
  return rows.map((row) => ({ organization: orgName(row, locale), added_at: row.added_at }))
}

/** The seeker's referees when they refer people. */
async function referrerOf(db: Db, user: Seeker, locale: Locale) {
  if (!user.referrer) return null
  const referees = await db
    .selectFrom('referees')
    .selectAll()
    .where('referrer_id', '=', user.referrer.id)
    .orderBy('id')
    .execute()
  return {
    referral_code: user.referrer.referral_code,
    referees: referees.map((r) => presentReferee(r, locale)),
  }
}

/** The seeker's saved searches and their alerts: each search as the address it opens. */
async function savedSearchesOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    name: row.name,
    search: `/job/search${Object.keys(row.params).length ? `?${new URLSearchParams(row.params)}` : ''}`,
    frequency: row.frequency,
    channels: row.channels,
    paused: row.paused,
    saved_at: row.created_at,
    last_sent_at: row.last_sent_at,
  }))
}

/** Everything the demo API keeps about a job seeker, as they may read it. */
async function seekerData(db: Db, user: Seeker, locale: Locale) {
  const [
    sessions,
    photo,
    profile,
    applications,
    likedJobs,
    profileViews,
    shortlistedBy,
    referrer,
    cv,
    savedSearches,
  ] = await Promise.all([
    // Only how many sign-ins are open and since when: tokens are kept hashed, never shown.
    db
      .selectFrom('tokens')
      .select('created')
      .where('user_id', '=', user.id)
      .orderBy('created')
      .execute(),
    db
      .selectFrom('photos')
      .select('content_type')
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    presentSeekerProfile(db, user, locale, user),
    applicationsOf(db, user.id, locale),
    likedJobsOf(db, user.id, locale),
    profileViewsOf(db, user.id, locale),
    shortlistedByOf(db, user.id, locale),
    referrerOf(db, user, locale),
    currentCv(db, user.id),
    savedSearchesOf(db, user.id),
  ])
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      full_name: textIn(user, 'full_name', locale),
      email: user.email,
      phone_number: user.phone_number,
      date_joined: user.date_joined,
      roles: [
        'jobseeker',
        ...(user.employer ? ['employer'] : []),
        ...(user.referrer ? ['referrer'] : []),
      ],
      sessions: sessions.map((t) => ({ created: t.created })),
    },
    profile,
    photo: photo ? { url: user.profile_picture, type: photo.content_type } : null,
    cv: cv && {
      file_name: cv.file_name,
      type: cv.content_type,
      size: cv.size,
      url: cv.url,
      uploaded_at: cv.uploaded_at,
    },
    applications,
    liked_jobs: likedJobs,
    profile_views: profileViews,
    shortlisted_by: shortlistedBy,
    referrer,
    saved_searches: savedSearches,
  }
}

/** GET `/api/v1/jobseeker/me/data/`: the seeker's data; `?download=1` answers it as a file. */
export function seekerDataRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { download?: string } }>(
      '/api/v1/jobseeker/me/data/',
      async (request, reply) => {
        const user = await requireJobseeker(db, request)
        const data = await seekerData(db, user, localeOf(request))
        if (request.query.download === '1') {
          const day = data.exported_at.slice(0, 10)
          reply.header(
            'content-disposition',
            `attachment; filename="jagir-data-${user.jobseeker.username}-${day}.json"`,
          )
        }
        return data
      },
    )
  }
}
