import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { DaysLeft } from '../../../components/job/days-left'
import { JobDate } from '../../../components/job/job-date'
import {
  JOB_LEVEL_TEXT,
  JOB_TYPE_TEXT,
  jobTypesOf,
  optionText,
  SHIFT_TEXT,
} from '../../../components/job/option-labels'
import { salaryText } from '../../../components/job/salary'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { JobDetailRead } from '../api/job-detail'
import { ageText, genderText, placeText } from './job-text'

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="job-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The job at a glance: salary, level, type, shift, vacancies, place, criteria and dates. */
export function JobFacts({ job }: { job: JobDetailRead }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const types = jobTypesOf(job)
    .map((type) => optionText(i18n, JOB_TYPE_TEXT, type))
    .join(', ')
  const twoWheeler = job.setting?.required_two_wheeler
  return (
    <section className="box" aria-labelledby="job-overview-heading">
      <h2 className="title is-5" id="job-overview-heading">
        <Trans>Job overview</Trans>
      </h2>
      <dl className="job-facts">
        <Fact term={t`Offered salary`}>{salaryText(i18n, lang, job.offered_salary)}</Fact>
        {job.job_level ? (
          <Fact term={t`Job level`}>{optionText(i18n, JOB_LEVEL_TEXT, job.job_level)}</Fact>
        ) : null}
        {types ? <Fact term={t`Job type`}>{types}</Fact> : null}
        {job.preferred_shift ? (
          <Fact term={t`Shift`}>{optionText(i18n, SHIFT_TEXT, job.preferred_shift)}</Fact>
        ) : null}
        {job.vacancies ? (
          <Fact term={t`Vacancies`}>{formatNumber(job.vacancies, lang)}</Fact>
        ) : null}
        {placeText(job) ? <Fact term={t`Location`}>{placeText(job)}</Fact> : null}
        {job.category?.name ? <Fact term={t`Category`}>{job.category.name}</Fact> : null}
        <Fact term={t`Gender`}>{genderText(i18n, job)}</Fact>
        <Fact term={t`Age`}>{ageText(i18n, lang, job)}</Fact>
        <Fact term={t`Two-wheeler`}>
          {twoWheeler ? <Trans>Own two-wheeler required</Trans> : <Trans>Not required</Trans>}
        </Fact>
        {job.published_at ? (
          <Fact term={t`Posted on`}>
            <JobDate value={job.published_at} />
          </Fact>
        ) : null}
        {job.deadline ? (
          <Fact term={t`Apply before`}>
            <JobDate value={job.deadline} /> <DaysLeft deadline={job.deadline} />
          </Fact>
        ) : null}
      </dl>
    </section>
  )
}
