import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href, type Lang } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { JOB_LEVEL_TEXT, optionText, yearsText } from '../../../components/job/option-labels'
import { JobDate } from '../../../components/job/job-date'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { openAccountDialog } from '../../../lib/account-dialog'
import { ApiError } from '../../../lib/api-client'
import { formatNumber, localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { SeekerProfile } from '../api/my-profile'
import { usePublicProfile } from '../api/public-profile'
import { EducationList } from './education-section'
import { ExperienceList } from './experience-section'
import { WORKING_STATUS_TEXT } from '../../../components/profile/seeker-labels'
import { LanguageList } from './languages-section'
import { SeekerHead } from './seeker-avatar'
import { SkillTags } from '../../../components/profile/skill-tags'
import { SocialLinkList } from './social-links-section'
import './jobseeker.scss'

/** A titled part of the profile, left out when it has nothing. */
function Part({ title, children, shown }: { title: string; children: ReactNode; shown: boolean }) {
  if (!shown) return null
  return (
    <section className="box">
      <h2 className="title is-5">{title}</h2>
      {children}
    </section>
  )
}

/** Name, photo, headline and the facts an employer scans first. */
function Head({ profile, lang }: { profile: SeekerProfile; lang: Lang }) {
  const { i18n } = useLingui()
  const years = Math.floor(profile.experience_months / 12)
  const facts = [
    profile.district?.name,
    optionText(i18n, JOB_LEVEL_TEXT, profile.job_level),
    years > 0 ? yearsText(i18n, years, formatNumber(years, lang)) : '',
    optionText(i18n, WORKING_STATUS_TEXT, profile.working_status),
  ].filter(Boolean)
  return (
    <SeekerHead profile={profile} level={1}>
      <ul className="profile-inline-list has-text-grey">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </SeekerHead>
  )
}

/** What a visitor is told about the part they do not see. */
function LimitedNote({ user }: { user: CurrentUser | null | undefined }) {
  return (
    <div className="notification is-info is-light">
      <p>
        <Trans>
          This is the public part of the profile. Employers see the education, work experience and
          how to get in touch.
        </Trans>
      </p>
      {user === null ? (
        <button
          type="button"
          className="button is-small is-link mt-2"
          onClick={() => openAccountDialog({ context: 'employer-sign-in' })}
        >
          <Trans>Sign in as an employer</Trans>
        </button>
      ) : null}
    </div>
  )
}

/**
 * `/jobseeker/profile/{id}`: a job seeker's profile as the viewer may see it: the public part for
 * visitors and other job seekers, the whole of it for employers (whose visit the seeker sees
 * under profile views) and for the seeker. An unknown or hidden profile is the 404 page.
 */
export function PublicProfilePage({
  username,
  user,
  actions,
}: {
  username: string
  user: CurrentUser | null | undefined
  /** What the viewer can do with the profile (shortlist the seeker), beside its head. */
  actions?: (profile: SeekerProfile) => ReactNode
}) {
  const { t } = useLingui()
  const lang = useLang()
  const signedIn = user === undefined ? undefined : user !== null
  const { data: profile, error } = usePublicProfile(username, lang, signedIn)
  if (error instanceof ApiError && error.status === 404) throw error
  if (!profile) {
    return (
      <section className="section">
        <div className="container">
          <LoadState error={error} failed={<Trans>This profile could not be loaded.</Trans>} />
        </div>
      </section>
    )
  }
  const own = isOwn(user, profile)
  return (
    <section className="section">
      <div className="container">
        <PageTitle title={profile.full_name} />
        <Head profile={profile} lang={lang} />
        {!own && actions ? <div className="buttons mb-4">{actions(profile)}</div> : null}
        {!own && profile.unlocked && profile.contact ? (
          <UnlockedContact profile={profile} unlocked={profile.unlocked} />
        ) : null}
        {own ? (
          <p className="mb-4">
            <Link to={href('jobseekerProfileMe', null, null, lang)}>
              <Trans>Edit your profile</Trans>
            </Link>
          </p>
        ) : null}
        {profile.is_limited ? <LimitedNote user={user} /> : null}
        <Part title={t`About`} shown={!!profile.about}>
          <p className="profile-about">{profile.about}</p>
        </Part>
        <Part title={t({ message: 'Skills', context: 'seeker' })} shown={profile.skills.length > 0}>
          <SkillTags skills={profile.skills} />
        </Part>
        <Part title={t`Languages`} shown={profile.languages.length > 0}>
          <LanguageList languages={profile.languages} />
        </Part>
        <Part title={t`Work experience`} shown={!!profile.work_experience?.length}>
          <ExperienceList entries={profile.work_experience ?? []} />
        </Part>
        <Part
          title={t({ message: 'Education', context: 'seeker' })}
          shown={!!profile.education_history?.length}
        >
          <EducationList entries={profile.education_history ?? []} />
        </Part>
        <Part title={t`Social links`} shown={!!profile.social_links?.length}>
          <SocialLinkList links={profile.social_links ?? []} />
        </Part>
        <Part title={t`Contact`} shown={!!profile.contact && (own || !profile.unlocked)}>
          <dl className="profile-facts">
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{profile.contact?.email || t({ message: 'Not given', context: 'seeker' })}</dd>
            <dt>
              <Trans context="seeker">Mobile number</Trans>
            </dt>
            <dd>{localDigits(profile.contact?.phone_number ?? '', lang)}</dd>
          </dl>
        </Part>
      </div>
    </section>
  )
}

/**
 * For an employer who bought this seeker's contact details: since when, and how to reach them,
 * at the top of the profile (no shortlist offered: they are under My candidates).
 */
function UnlockedContact({
  profile,
  unlocked,
}: {
  profile: SeekerProfile
  unlocked: NonNullable<SeekerProfile['unlocked']>
}) {
  const { t } = useLingui()
  const lang = useLang()
  const name = profile.full_name || profile.username
  return (
    <section className="box" data-testid="unlocked-contact">
      <h2 className="title is-5">
        <Trans>
          Unlocked on <JobDate value={unlocked.unlocked_at} />
        </Trans>
      </h2>
      {/* Written here, not with the employer's ContactLinks: this page loads without them. */}
      <dl className="profile-facts" aria-label={t`How to reach ${name}`}>
        <dt>
          <Trans context="seeker">Mobile number</Trans>
        </dt>
        <dd>
          <a href={`tel:${profile.contact?.phone_number ?? ''}`}>
            {localDigits(profile.contact?.phone_number ?? '', lang)}
          </a>
        </dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          {profile.contact?.email ? (
            <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
          ) : (
            t({ message: 'Not given', context: 'seeker' })
          )}
        </dd>
      </dl>
      <p className="mt-2">
        <Link to={href('employerProfileMe', null, { tab: 'candidates' }, lang)}>
          <Trans>All your candidates</Trans>
        </Link>
      </p>
    </section>
  )
}

/** True when the signed-in user is this seeker. */
function isOwn(user: CurrentUser | null | undefined, profile: SeekerProfile): boolean {
  const mine = user?.jobseeker_profile
  return (
    typeof mine === 'object' &&
    mine !== null &&
    'username' in mine &&
    mine.username === profile.username
  )
}
