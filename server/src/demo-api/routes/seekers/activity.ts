import { countByStatus, readApplicationStatus } from '@jagir/shared/rules/application-status'
import { canWithdraw, profileCompleteness } from '@jagir/shared/rules/jobseeker-profile'
import type { FastifyPluginAsync } from 'fastify'
import { requireJobseeker } from '../../lib/auth.js'
import { fieldErrors, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { paginate } from '../../lib/query.js'
import type { ApplicationRecord } from '../../store/activity-types.js'
import type { DemoStore } from '../../store/store.js'
import type { UserRecord } from '../../store/types.js'
import { presentJobCard } from '../jobs/present.js'
import { presentSeekerProfile } from './present.js'

const DAY = 86_400_000
/** The stats page's series: twelve weeks, oldest first. */
export const ACTIVITY_WEEKS = 12

/** An application's status as today's names say it (a record from before them said 'applied'). */
export const seekerStatus = (application: ApplicationRecord): string =>
  readApplicationStatus(application.status) ?? application.status

/** The statuses that mean an employer shortlisted the application (or went further with it). */
const SHORTLISTED = new Set(['shortlisted', 'interview', 'hired'])

/** When employers shortlisted the seeker: applications moved on, and employers' shortlists. */
export function shortlistTimes(store: DemoStore, user: UserRecord): string[] {
  const fromApplications = store.state.applications
    .filter((a) => a.user === user.id && SHORTLISTED.has(seekerStatus(a)))
    .map((a) => a.updated_at ?? a.created_at)
  const fromShortlists = store.state.hiring_packages.flatMap((p) =>
    p.entries.filter((e) => e.seeker === user.id).map((e) => e.added_at),
  )
  return [...fromApplications, ...fromShortlists]
}

/** Counts per week of the last twelve (the current week last), each week's first day named. */
function weekly(now: number, series: Record<string, string[]>) {
  const end = now - (now % DAY) + DAY
  return Array.from({ length: ACTIVITY_WEEKS }, (_, index) => {
    const to = end - (ACTIVITY_WEEKS - 1 - index) * 7 * DAY
    const from = to - 7 * DAY
    const inWeek = (times: string[]) =>
      times.filter((time) => {
        const at = Date.parse(time)
        return at >= from && at < to
      }).length
    return {
      week_start: new Date(from).toISOString().slice(0, 10),
      ...Object.fromEntries(Object.entries(series).map(([name, times]) => [name, inWeek(times)])),
    }
  })
}

/** The seeker's applications, saved jobs, who viewed them, and their stats over time. */
export function seekerActivityRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const jobOf = (id: number) => store.state.jobs.find((j) => j.id === id)

    app.get('/api/v1/jobseeker/applied-jobs/', async (request) => {
      const user = requireJobseeker(store, request)
      const locale = localeOf(request)
      const list = store.state.applications
        .filter((a) => a.user === user.id && jobOf(a.job))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return paginate(request, list, (a) => ({
        id: a.id,
        status: seekerStatus(a),
        created_at: a.created_at,
        updated_at: a.updated_at ?? a.created_at,
        can_withdraw: canWithdraw(seekerStatus(a)),
        job: presentJobCard(store, jobOf(a.job)!, locale),
      }))
    })

    app.delete<{ Params: { id: string } }>(
      '/api/v1/jobseeker/applied-jobs/:id/',
      async (request, reply) => {
        const user = requireJobseeker(store, request)
        const application = store.state.applications.find(
          (a) => a.user === user.id && String(a.id) === request.params.id,
        )
        if (!application) throw notFound()
        if (!canWithdraw(seekerStatus(application))) {
          throw fieldErrors({ non_field_errors: 'notWithdrawable' })
        }
        store.state.applications = store.state.applications.filter((a) => a !== application)
        await store.save()
        return reply.code(204).send()
      },
    )

    app.get('/api/v1/jobseeker/liked-jobs/', async (request) => {
      const user = requireJobseeker(store, request)
      const locale = localeOf(request)
      const list = store.state.likes
        .filter((l) => l.user === user.id && jobOf(l.job))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return paginate(request, list, (l) => ({
        liked_at: l.created_at,
        job: presentJobCard(store, jobOf(l.job)!, locale),
      }))
    })

    app.get('/api/v1/jobseeker/profile-views/', async (request) => {
      const user = requireJobseeker(store, request)
      const locale = localeOf(request)
      const views = store.state.profile_views
        .filter((v) => v.seeker === user.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return paginate(request, views, (v) => {
        const org = store.state.organizations.find((o) => o.id === v.organization)
        return {
          viewed_at: v.created_at,
          organization: org
            ? { id: org.id, slug: org.slug, name: org.name[locale], logo: org.logo }
            : null,
        }
      })
    })

    app.get('/api/v1/jobseeker/stats/', async (request) => {
      const user = requireJobseeker(store, request)
      const mine = store.state.applications.filter((a) => a.user === user.id)
      const counts = countByStatus(mine.map((a) => a.status))
      const views = store.state.profile_views.filter((v) => v.seeker === user.id)
      const now = Date.now()
      const profile = presentSeekerProfile(store, user, localeOf(request), user)
      return {
        applications: {
          total: mine.length,
          ...counts,
          // The name of `new` before issue 13, kept for callers that read it.
          applied: counts.new,
        },
        liked_jobs: store.state.likes.filter((l) => l.user === user.id).length,
        profile_views: {
          total: views.length,
          last_30_days: views.filter((v) => Date.parse(v.created_at) >= now - 30 * DAY).length,
        },
        shortlists: shortlistTimes(store, user).length,
        profile_completeness: profileCompleteness(profile).percent,
        activity: weekly(now, {
          applications: mine.map((a) => a.created_at),
          profile_views: views.map((v) => v.created_at),
          shortlists: shortlistTimes(store, user),
        }),
      }
    })
  }
}
