import { useEffect } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ONBOARDING_STEPS } from '@jagir/shared/rules/onboarding'
import { SALARY_BANDS } from '@jagir/shared/rules/options'
import { href } from '@jagir/shared/routes/table'
import { GENDER_TEXT, optionText } from '../../../../components/job/option-labels'
import { useLang } from '../../../../lib/lang'
import { useDistricts, useEducationDegrees, useJobCategories } from '../../api/choices'
import { useOnboardingSaved } from '../../api/onboarding'
import { clearStepDrafts } from '../../hooks/use-step-draft'
import { expectedPayText, experienceText, WORKING_STATUS_TEXT } from '../onboarding/choice-text'
import { AccountPage } from './account-page'

/** `/signup/profile`: onboarding is done; what was given, and the way to the profile. */
export function OnboardingSummary() {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { saved } = useOnboardingSaved(lang)
  const districts = new Map((useDistricts(lang) ?? []).map((d) => [d.id, d.name]))
  const categories = new Map((useJobCategories(lang) ?? []).map((c) => [c.id, c.name]))
  const degrees = new Map((useEducationDegrees(lang) ?? []).map((d) => [d.id, d.name]))
  // Onboarding is over: what was typed on its steps need not be kept any longer.
  useEffect(() => clearStepDrafts(ONBOARDING_STEPS.map((step) => step.id)), [])
  const basic = saved?.basic_information
  const band = SALARY_BANDS.find((b) => b.value === basic?.expected_salary_band)
  const names = (ids: number[] | undefined, from: Map<number, string>) =>
    (ids ?? [])
      .map((id) => from.get(id) ?? '')
      .filter(Boolean)
      .join(', ')
  const rows: [string, string][] = [
    [t`Preferred places`, names(saved?.preferred_locations, districts)],
    [t`Preferred jobs`, names(saved?.preferred_jobs, categories)],
    [t`Gender`, optionText(i18n, GENDER_TEXT, basic?.gender)],
    [
      t`Education level`,
      basic?.education_degree ? (degrees.get(basic.education_degree) ?? '') : '',
    ],
    [t`Work experience`, basic ? experienceText(i18n, lang, basic.experience_months) : ''],
    [t`Expected salary`, band ? expectedPayText(i18n, lang, band) : ''],
    [t`Working status`, optionText(i18n, WORKING_STATUS_TEXT, saved?.working_status)],
  ]
  return (
    <AccountPage title={t`Your profile is ready`}>
      <p className="mb-4">
        <Trans>Employers can now find you, and we will show you jobs that suit you.</Trans>
      </p>
      <dl className="onboarding-summary mb-5">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="mb-2">
              <dt className="has-text-weight-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="buttons">
        <Link className="button is-primary" to={href('jobseekerProfileMe', null, null, lang)}>
          <Trans>Go to my profile</Trans>
        </Link>
        <Link className="button is-light" to={href('jobSearch', null, null, lang)}>
          <Trans>Browse jobs</Trans>
        </Link>
      </div>
    </AccountPage>
  )
}
