import { useId, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RichHtml } from '../../../components/ui/rich-html'
import { useLang } from '../../../lib/lang'
import type { JobDetailRead } from '../api/job-detail'
import { educationText, experienceText, namesOf } from './job-text'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section className="block job-section" aria-labelledby={id}>
      <h2 className="title is-5" id={id}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A list of names as tags; nothing at all when the list is empty. */
function NameList({ title, names }: { title: ReactNode; names: string[] }) {
  const id = useId()
  if (names.length === 0) return null
  return (
    <div className="block">
      <h3 className="title is-6 mb-2" id={id}>
        {title}
      </h3>
      <ul className="tags" aria-labelledby={id}>
        {names.map((name) => (
          <li key={name} className="tag is-medium is-info is-light">
            {name}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Says that a job's text is shown in the other language (the job has none in the page's yet), in
 * the page's language: the text itself carries its `lang`.
 */
export function OnlyIn({ lang }: { lang: 'en' | 'ne' }) {
  return (
    <p className="tag is-warning is-light mb-2 job-only-in">
      {lang === 'en' ? <Trans>Only in English</Trans> : <Trans>Only in Nepali</Trans>}
    </p>
  )
}

/** The description the employer wrote, sanitized before it is shown (docs/product.md#rich-text). */
export function JobDescription({ job }: { job: JobDetailRead }) {
  const lang = useLang()
  const other = job.description_lang !== lang && job.description ? job.description_lang : undefined
  return (
    <Section title={<Trans>Job description</Trans>}>
      {other ? <OnlyIn lang={other} /> : null}
      <RichHtml
        lang={other}
        html={job.description}
        className="content job-description"
        empty={
          <p className="has-text-grey-dark">
            <Trans>The employer has not written a description.</Trans>
          </p>
        }
      />
    </Section>
  )
}

/** Education, experience and the skills, standards, qualities and knowledge asked for. */
export function JobRequirements({ job }: { job: JobDetailRead }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  return (
    <Section title={<Trans>Requirements</Trans>}>
      <dl className="job-facts block">
        <div className="job-fact">
          <dt>{t`Education`}</dt>
          <dd>{educationText(i18n, job)}</dd>
        </div>
        <div className="job-fact">
          <dt>{t`Experience`}</dt>
          <dd>{experienceText(i18n, lang, job)}</dd>
        </div>
      </dl>
      <NameList title={t`Skills`} names={namesOf(job.skills)} />
      <NameList title={t`Work standards`} names={namesOf(job.work_standards)} />
      <NameList title={t`Personal qualities`} names={namesOf(job.personal_qualities)} />
      <NameList title={t`Required knowledge`} names={namesOf(job.required_knowledge)} />
    </Section>
  )
}

/** Benefits offered and documents to bring; the section is left out when both are empty. */
export function JobExtras({ job }: { job: JobDetailRead }) {
  const { t } = useLingui()
  const benefits = namesOf(job.benefits)
  const documents = namesOf(job.document_categories)
  if (benefits.length === 0 && documents.length === 0) return null
  return (
    <Section title={<Trans>Benefits and documents</Trans>}>
      <NameList title={t`Benefits`} names={benefits} />
      <NameList title={t`Supporting documents`} names={documents} />
    </Section>
  )
}
