import { Trans, useLingui } from '@lingui/react/macro'
import { GENDER_TEXT, optionText } from '../../../components/job/option-labels'
import { JobDate } from '../../../components/job/job-date'
import type { SeekerProfile } from '../api/my-profile'
import { ProfileSection } from './profile-section'

/**
 * What the onboarding's basic information step asked (name, gender, birth date, marital status,
 * district): shown as employers see it.
 */
export function PersonalSection({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui()
  const marital =
    profile.marital_status === 'Married'
      ? t`Married`
      : profile.marital_status === 'Unmarried'
        ? t`Unmarried`
        : t({ message: 'Not given', context: 'seeker' })
  return (
    <ProfileSection id="personal" title={t`Personal details`}>
      <dl className="profile-facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{profile.full_name}</dd>
        <dt>
          <Trans context="seeker">Gender</Trans>
        </dt>
        <dd>
          {optionText(i18n, GENDER_TEXT, profile.gender) ||
            t({ message: 'Not given', context: 'seeker' })}
        </dd>
        <dt>
          <Trans context="seeker">Date of birth</Trans>
        </dt>
        <dd>
          {profile.date_of_birth ? (
            <JobDate value={profile.date_of_birth} />
          ) : (
            t({ message: 'Not given', context: 'seeker' })
          )}
        </dd>
        <dt>
          <Trans>Marital status</Trans>
        </dt>
        <dd>{marital}</dd>
        <dt>
          <Trans context="seeker">District</Trans>
        </dt>
        <dd>{profile.district?.name ?? t({ message: 'Not given', context: 'seeker' })}</dd>
      </dl>
    </ProfileSection>
  )
}
