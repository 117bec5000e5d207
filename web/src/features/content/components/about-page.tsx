import { Trans, useLingui } from '@lingui/react/macro'
import { ContentPage } from './content-page'

/** `/about`: what Jagir is and whom it serves. */
export function AboutPage() {
  const { t } = useLingui()
  return (
    <ContentPage title={t`About Us`}>
      <p>
        <Trans>
          Jagir is a job marketplace made for Nepal. It brings together people looking for work and
          employers looking for the right people, in Nepali and in English.
        </Trans>
      </p>
      <h2>
        <Trans>For job seekers</Trans>
      </h2>
      <p>
        <Trans>
          Build your profile once, search jobs across all seven provinces and apply in a few taps.
          Employers can find you by your skills, experience and the places you want to work.
        </Trans>
      </p>
      <h2>
        <Trans>For employers</Trans>
      </h2>
      <p>
        <Trans>
          Post jobs, search job seekers, shortlist the ones you like and hire with a hiring package
          that suits the size of your team.
        </Trans>
      </p>
      <h2>
        <Trans>For referrers</Trans>
      </h2>
      <p>
        <Trans>
          Know someone who is looking for work? Refer them to Jagir and follow their progress from
          your referrer profile.
        </Trans>
      </p>
    </ContentPage>
  )
}
