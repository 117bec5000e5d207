import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { truncateName } from '@jagir/shared/rules/text'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import './jobseeker-card.scss'

/** A job seeker as lists show them (search, shortlist, applicants): the API's seeker card. */
export interface JobseekerSummary {
  username: string
  full_name?: string | null
  profile_picture?: string | null
  headline?: string | null
  district?: { id?: number | null; name?: string | null } | null
  experience_months?: number | null
  skills?: readonly { id?: number | null; name?: string | null }[] | null
}

/** The photo, only from this site or over http(s). */
const photoOf = (seeker: JobseekerSummary) => {
  const photo = seeker.profile_picture
  return photo && /^(https?:\/\/|\/)/.test(photo) ? photo : null
}

/** Up to two initials of a name ('Sita Rai' → 'SR', 'सीता राई' → 'सरा'). */
export function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase()
}

/** Experience in whole years, as a sentence. */
function Experience({ months }: { months: number }) {
  const lang = useLang()
  if (months === 0) return <Trans>No experience yet</Trans>
  if (months < 12) return <Trans>Under a year of experience</Trans>
  const years = Math.floor(months / 12)
  const count = formatNumber(years, lang)
  return years === 1 ? (
    <Trans>1 year of experience</Trans>
  ) : (
    <Trans>{count} years of experience</Trans>
  )
}

interface JobseekerCardProps {
  seeker: JobseekerSummary
  /** The level of the name's heading in the page's outline. */
  headingLevel?: 2 | 3
  /** Buttons beside the card's head (remove, shortlist, a status). */
  actions?: ReactNode
  /** More about the seeker below the skills (an application's answers). */
  children?: ReactNode
}

/**
 * A job seeker's card: photo (or initials), name linking to their public profile, headline,
 * district, experience and skills as chips, each cut at 25 characters with '..' (docs/product.md#lookups).
 */
export function JobseekerCard({ seeker, headingLevel = 3, actions, children }: JobseekerCardProps) {
  const { t } = useLingui()
  const lang = useLang()
  const name = seeker.full_name?.trim() || seeker.username
  const photo = photoOf(seeker)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const skills = (seeker.skills ?? []).filter((skill) => skill.name)
  const district = seeker.district?.name?.trim()
  const months = seeker.experience_months
  const hasExperience = typeof months === 'number' && months >= 0
  return (
    <article className="box jobseeker-card">
      <div className="jobseeker-card-head">
        {photo ? (
          <img
            className="jobseeker-photo"
            src={photo}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="jobseeker-photo jobseeker-initials" aria-hidden="true">
            {initialsOf(name) || '·'}
          </span>
        )}
        <div className="jobseeker-card-title">
          <Heading className="title is-5 mb-1">
            <Link to={href('jobseekerProfile', { id: seeker.username }, null, lang)}>{name}</Link>
          </Heading>
          {seeker.headline ? <p className="mb-1">{seeker.headline}</p> : null}
          <p className="has-text-grey-dark is-size-7">
            {district}
            {district && hasExperience ? ' · ' : null}
            {hasExperience ? <Experience months={months} /> : null}
          </p>
        </div>
        {actions ? <div className="jobseeker-card-actions">{actions}</div> : null}
      </div>
      {skills.length ? (
        <ul className="tags mt-3 mb-0" aria-label={t`Skills`}>
          {skills.map((skill) => {
            const full = skill.name!
            const shown = truncateName(full)
            return (
              <li key={skill.id ?? full} className="tag" title={shown === full ? undefined : full}>
                {shown}
              </li>
            )
          })}
        </ul>
      ) : null}
      {children}
    </article>
  )
}
