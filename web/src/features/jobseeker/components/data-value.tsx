import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { JobDate } from '../../../components/job/job-date'
import { formatNumber, localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { NETWORK_NAME } from './labels'
import { FIELD_LABEL, PLAIN_NUMBER_FIELDS, VALUE_TEXT } from './data-labels'

/** A day or a moment as the API writes it (`2026-05-01`, `2026-05-01T10:00:00Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

type Plain = string | number | boolean | null | undefined
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** A lookup item as the API answers it: `{id, name}`, read by its name. */
const isNamed = (value: unknown): value is { name: string } =>
  isRecord(value) && typeof value.name === 'string' && Object.keys(value).length <= 3

/** One value of the export in the page's language: words for codes, dates, digits. */
function PlainValue({ field, value }: { field: string; value: Plain }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  if (value === null || value === undefined || value === '') {
    return <span className="has-text-grey">{t({ message: 'Not given', context: 'seeker' })}</span>
  }
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>
  if (typeof value === 'number') {
    return (
      <>
        {PLAIN_NUMBER_FIELDS.has(field)
          ? localDigits(String(value), lang)
          : formatNumber(value, lang)}
      </>
    )
  }
  const words = VALUE_TEXT[field]?.[value]
  if (words) return <>{i18n._(words)}</>
  if (field === 'network' && value in NETWORK_NAME) {
    return <>{NETWORK_NAME[value as keyof typeof NETWORK_NAME]}</>
  }
  if (ISO_DATE.test(value)) return <JobDate value={value} />
  if (field.includes('phone')) return <>{localDigits(value, lang)}</>
  return <>{value}</>
}

/** Any value of the export: a plain one, a named item, a list, or a group of fields. */
export function DataValue({ field, value }: { field: string; value: unknown }): ReactNode {
  const { t } = useLingui()
  if (isNamed(value)) return <>{value.name}</>
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="has-text-grey">{t`Nothing kept.`}</span>
    if (value.every((item) => !isRecord(item) || isNamed(item))) {
      return (
        <ul className="data-inline-list">
          {value.map((item, index) => (
            <li key={index}>
              <DataValue field={field} value={item} />
            </li>
          ))}
        </ul>
      )
    }
    return (
      <ol className="data-entries">
        {value.map((item, index) => (
          <li key={index}>
            <DataValue field={field} value={item} />
          </li>
        ))}
      </ol>
    )
  }
  if (isRecord(value)) return <DataFields value={value} />
  return <PlainValue field={field} value={value as Plain} />
}

/** A group of fields: each labelled in the page's language. */
export function DataFields({ value }: { value: Record<string, unknown> }) {
  const { i18n } = useLingui()
  return (
    <dl className="data-fields">
      {Object.entries(value).map(([key, item]) => {
        const label = FIELD_LABEL[key]
        return (
          <div key={key} className="data-field">
            <dt>{label ? i18n._(label) : key}</dt>
            <dd>
              <DataValue field={key} value={item} />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
