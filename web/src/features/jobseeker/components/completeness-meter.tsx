import { Trans, useLingui } from '@lingui/react/macro'
import { profileCompleteness, type CompletenessPart } from '@jagir/shared/rules/jobseeker-profile'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { SeekerProfile } from '../api/my-profile'
import { PART_TEXT } from './labels'

/** The section each part is edited in (the overview's anchors). */
const PART_SECTION: Record<CompletenessPart, string> = {
  photo: 'photo',
  headline: 'headline',
  about: 'about',
  contact: 'contact',
  preferences: 'preferences',
  education: 'education',
  experience: 'experience',
  skills: 'skills',
  languages: 'languages',
  working_status: 'working-status',
  expected_salary: 'expected-salary',
}

/**
 * How complete the profile is, and what is missing, each a link to the section that fills it:
 * employers pass over half-empty profiles, so the meter says what to add next.
 */
export function CompletenessMeter({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { percent, missing } = profileCompleteness(profile)
  const shown = formatNumber(percent, lang)
  return (
    <div className="completeness">
      <p className="has-text-weight-semibold" id="completeness-label">
        <Trans>Your profile is {shown}% complete</Trans>
      </p>
      <progress
        className={`progress ${percent === 100 ? 'is-success' : 'is-link'}`}
        value={percent}
        max={100}
        aria-labelledby="completeness-label"
      >
        {shown}%
      </progress>
      {missing.length ? (
        <>
          <p>{t`Still missing:`}</p>
          <ul className="completeness-missing">
            {missing.map((part) => (
              <li key={part}>
                <a href={`#${PART_SECTION[part]}`}>{i18n._(PART_TEXT[part])}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t`Nothing is missing: employers see your whole profile.`}</p>
      )}
    </div>
  )
}
