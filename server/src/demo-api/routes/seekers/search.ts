import { SALARY_BANDS, SEEKER_STATUSES } from '@jagir/shared/rules/options'
import type { FastifyPluginAsync } from 'fastify'
import { optionalUser, requireEmployer, requireUser } from '../../lib/auth.js'
import { notFound } from '../../lib/errors.js'
import { inBands, monthsParam, salaryBands, valuesParam } from '../../lib/filters.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { idsParam, matches, paginate, param } from '../../lib/query.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import type { DemoStore } from '../../store/store.js'
import {
  isSeeker,
  presentSeekerCard,
  presentSeekerProfile,
  presentSeekerPublic,
  salaryBandOf,
  seekerByUsername,
} from './present.js'
import { employerMaySee } from './visibility.js'

/** Counts per key, as `[{id, name, count}]`, largest first. */
function tally<K extends string | number>(keys: K[], name: (key: K) => string) {
  const counts = new Map<K, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return [...counts.entries()]
    .map(([id, count]) => ({ id, name: name(id), count }))
    .sort((a, b) => b.count - a.count || String(a.id).localeCompare(String(b.id)))
}

/** Job seeker search and profiles (employers), and the insights page's aggregates. */
export function seekerSearchRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    // Search and insights list and count public profiles only: a hidden profile is out of
    // employers' search, even for an employer it applied to (they see it among applicants).
    const publicSeekers = () =>
      store.state.users.filter(isSeeker).filter((u) => u.jobseeker.is_public)

    app.get('/api/v1/jobseeker/search/', async (request) => {
      requireEmployer(store, request)
      const locale = localeOf(request)
      const search = param(request, 'search')
      const districts = idsParam(request, 'district')
      const categories = idsParam(request, 'category')
      const skills = idsParam(request, 'skills')
      const levels = valuesParam(request, 'job_level')
      const bands = salaryBands(request)
      const experience = monthsParam(request)
      // Unknown statuses are ignored, like every malformed filter.
      const statuses = valuesParam(request, 'working_status').filter((value) =>
        (SEEKER_STATUSES as readonly string[]).includes(value),
      )
      const seekers = publicSeekers().filter((user) => {
        const js = user.jobseeker
        const skillNames = store.state.lookups.skills
          .filter((s) => js.skills.includes(s.id))
          .map((s) => s.name)
        return (
          matches([user.full_name, js.headline, ...skillNames], search) &&
          (!districts.length || (js.district !== null && districts.includes(js.district))) &&
          (!categories.length || js.preferred_jobs.some((c) => categories.includes(c))) &&
          (!skills.length || skills.every((s) => js.skills.includes(s))) &&
          (!levels.length || (js.job_level !== null && levels.includes(js.job_level))) &&
          inBands(bands, js.expected_salary ?? 0, js.expected_salary ?? 0) &&
          (experience === undefined || js.experience_months >= experience) &&
          (!statuses.length || (js.working_status !== null && statuses.includes(js.working_status)))
        )
      })
      return paginate(request, seekers, (user) => presentSeekerCard(store, user, locale))
    })

    app.get('/api/v1/jobseeker/insights/', async (request) => {
      requireEmployer(store, request)
      const locale: Locale = localeOf(request)
      const seekers = publicSeekers().map((u) => u.jobseeker)
      const nepal = loadNepal()
      return {
        total: seekers.length,
        by_district: tally(
          seekers.map((s) => s.district ?? 0),
          (id) => nepal.districts.find((d) => d.id === id)?.name[locale] ?? '',
        ).slice(0, 10),
        by_category: tally(
          seekers.flatMap((s) => s.preferred_jobs),
          (id) => JOB_CATEGORIES.find((c) => c.id === id)?.name[locale] ?? '',
        ),
        by_job_level: tally(
          seekers.map((s) => s.job_level ?? 'entry_level'),
          (level) => level,
        ),
        by_experience_years: tally(
          seekers.map((s) => Math.min(Math.floor(s.experience_months / 12), 10)),
          (years) => String(years),
        ),
        by_expected_salary: tally(
          seekers.map((s) => salaryBandOf(s) ?? 'below_15000'),
          (value) => SALARY_BANDS.find((b) => b.value === value)!.label,
        ),
        by_working_status: tally(
          seekers.map((s) => s.working_status ?? 'available'),
          (status) => status,
        ),
      }
    })

    // Employers see whole profiles they may see (./visibility.ts: public ones, and hidden ones
    // of seekers who applied to them) and are counted as viewers; a seeker sees their own;
    // anyone else (a visitor, another job seeker) the public part of a public profile only.
    // A profile the viewer may not see answers exactly as an unknown username does.
    app.get<{ Params: { username: string } }>(
      '/api/v1/jobseeker/profile/:username/',
      async (request) => {
        const viewer = optionalUser(store, request)
        const locale = localeOf(request)
        const seeker =
          request.params.username === 'me'
            ? (viewer ?? requireUser(store, request))
            : seekerByUsername(store, request.params.username)
        if (!isSeeker(seeker)) throw notFound()
        if (viewer?.id === seeker.id) return presentSeekerProfile(store, seeker, locale, viewer)
        if (!viewer?.employer) {
          if (!seeker.jobseeker.is_public) throw notFound()
          return presentSeekerPublic(store, seeker, locale)
        }
        if (!employerMaySee(store, viewer, seeker)) throw notFound()
        store.state.profile_views.push({
          seeker: seeker.id,
          viewer: viewer.id,
          organization: viewer.employer.organizations[0] ?? null,
          created_at: new Date().toISOString(),
        })
        await store.save()
        return presentSeekerProfile(store, seeker, locale, viewer)
      },
    )
  }
}
