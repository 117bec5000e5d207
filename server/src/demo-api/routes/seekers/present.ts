import type { Locale } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import type { DemoStore } from '../../store/store.js'
import type { UserRecord } from '../../store/types.js'
import { lookupItems } from '../jobs/present.js'

type Seeker = UserRecord & { jobseeker: NonNullable<UserRecord['jobseeker']> }

/** True when the user has a job seeker profile. */
export const isSeeker = (user: UserRecord | undefined): user is Seeker => !!user?.jobseeker

/** The job seeker with this username (or profile id). */
export function seekerByUsername(store: DemoStore, username: string): Seeker | undefined {
  return store.state.users.find(
    (u): u is Seeker =>
      isSeeker(u) && (u.jobseeker.username === username || String(u.jobseeker.id) === username),
  )
}

/** A job seeker in lists (search, shortlist, applicants): no contact details. */
export function presentSeekerCard(store: DemoStore, user: Seeker, locale: Locale) {
  const js = user.jobseeker
  const district = loadNepal().districts.find((d) => d.id === js.district)
  return {
    id: js.id,
    username: js.username,
    full_name: user.full_name[locale],
    profile_picture: user.profile_picture,
    headline: js.headline[locale],
    district: district ? { id: district.id, name: district.name[locale] } : null,
    job_level: js.job_level,
    experience_months: js.experience_months,
    expected_salary: js.expected_salary,
    working_status: js.working_status,
    skills: lookupItems(store, 'skills', js.skills, locale),
    preferred_jobs: JOB_CATEGORIES.filter((c) => js.preferred_jobs.includes(c.id)).map((c) => ({
      id: c.id,
      name: c.name[locale],
    })),
  }
}

/** True when the employer bought a hiring package holding this seeker. */
export function hasBoughtContact(store: DemoStore, employer: number, seeker: number): boolean {
  return store.state.hiring_packages.some(
    (p) =>
      p.employer === employer && p.status === 'paid' && p.entries.some((e) => e.seeker === seeker),
  )
}

/** The full profile; contact details only for the seeker and employers who bought them. */
export function presentSeekerProfile(
  store: DemoStore,
  user: Seeker,
  locale: Locale,
  viewer: UserRecord,
) {
  const js = user.jobseeker
  const nepal = loadNepal()
  const showContact = viewer.id === user.id || hasBoughtContact(store, viewer.id, user.id)
  const degree = store.state.lookups.education_degrees.find((d) => d.id === js.education_degree)
  return {
    ...presentSeekerCard(store, user, locale),
    about: js.about[locale],
    gender: js.gender,
    marital_status: js.marital_status,
    date_of_birth: js.date_of_birth,
    education: degree ? { id: degree.id, name: degree.name[locale] } : null,
    preferred_locations: nepal.districts
      .filter((d) => js.preferred_locations.includes(d.id))
      .map((d) => ({ id: d.id, name: d.name[locale] })),
    is_public: js.is_public,
    is_referrer: !!user.referrer,
    contact: showContact ? { email: user.email, phone_number: user.phone_number } : null,
    is_shortlisted: store.state.hiring_packages.some(
      (p) =>
        p.employer === viewer.id &&
        p.status === 'open' &&
        p.entries.some((e) => e.seeker === user.id),
    ),
  }
}
