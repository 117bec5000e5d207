import type { FastifyPluginAsync } from 'fastify'
import { requireJobseeker } from '../../lib/auth.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import type { DemoStore } from '../../store/store.js'
import type { JobseekerProfile, UserRecord } from '../../store/types.js'
import { presentReferee } from '../referrer.js'
import { seekerStatus } from './activity.js'
import { presentSeekerProfile } from './present.js'

/** A job as the seeker's data names it: enough to recognise it, whatever became of it. */
function jobRef(store: DemoStore, id: number, locale: Locale) {
  const job = store.state.jobs.find((j) => j.id === id)
  if (!job) return null
  const org = store.state.organizations.find((o) => o.id === job.organization)
  return {
    slug: job.slug,
    title: job.title[locale],
    organization: job.show_name
      ? (org?.name[locale] ?? null)
      : (job.org_alt_name?.[locale] ?? null),
  }
}

const orgName = (store: DemoStore, id: number | null, locale: Locale) =>
  store.state.organizations.find((o) => o.id === id)?.name[locale] ?? null

/** Everything the demo API keeps about a job seeker, as they may read it. */
function seekerData(
  store: DemoStore,
  user: UserRecord & { jobseeker: JobseekerProfile },
  locale: Locale,
) {
  const questionText = (id: number) => store.state.questions.find((q) => q.id === id)?.question
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      full_name: user.full_name[locale],
      email: user.email,
      phone_number: user.phone_number,
      date_joined: user.date_joined,
      roles: [
        'jobseeker',
        ...(user.employer ? ['employer'] : []),
        ...(user.referrer ? ['referrer'] : []),
      ],
      // Only how many sign-ins are open and since when: tokens are kept hashed, never shown.
      sessions: store.state.tokens
        .filter((t) => t.user === user.id)
        .map((t) => ({ created: t.created })),
    },
    profile: presentSeekerProfile(store, user, locale, user),
    photo: user.photo ? { url: user.profile_picture, type: user.photo.type } : null,
    applications: store.state.applications
      .filter((a) => a.user === user.id)
      .map((a) => ({
        id: a.id,
        job: jobRef(store, a.job, locale),
        status: seekerStatus(a),
        created_at: a.created_at,
        cover_letter: a.cover_letter,
        answers: a.answers.map((answer) => ({
          question: questionText(answer.question) ?? null,
          answer: answer.answer,
        })),
      })),
    liked_jobs: store.state.likes
      .filter((l) => l.user === user.id)
      .map((l) => ({ job: jobRef(store, l.job, locale), liked_at: l.created_at })),
    profile_views: store.state.profile_views
      .filter((v) => v.seeker === user.id)
      .map((v) => ({
        organization: orgName(store, v.organization, locale),
        viewed_at: v.created_at,
      })),
    shortlisted_by: store.state.hiring_packages.flatMap((p) =>
      p.entries
        .filter((e) => e.seeker === user.id)
        .map((e) => {
          const employer = store.state.users.find((u) => u.id === p.employer)
          const org = employer?.employer?.organizations[0] ?? null
          return { organization: orgName(store, org, locale), added_at: e.added_at }
        }),
    ),
    referrer: user.referrer
      ? {
          referral_code: user.referrer.referral_code,
          referees: user.referrer.referees.map((r) => presentReferee(r, locale)),
        }
      : null,
  }
}

/** GET `/api/v1/jobseeker/me/data/`: the seeker's data; `?download=1` answers it as a file. */
export function seekerDataRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { download?: string } }>(
      '/api/v1/jobseeker/me/data/',
      async (request, reply) => {
        const user = requireJobseeker(store, request)
        const data = seekerData(store, user, localeOf(request))
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
