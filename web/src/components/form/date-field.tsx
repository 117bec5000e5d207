import './date-field.scss'
import { useId, useState } from 'react'
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { formatAdDay } from '../job/dates'
import {
  adToBs,
  bsMonthLength,
  bsMonthNames,
  bsToAd,
  bsYearsBetween,
  formatBs,
  isoOf,
  parseIso,
} from './date-field-calendar'
import { describedBy, FieldMessage } from './field-frame'
import { SelectOptions } from './select-field'

export interface DateFieldProps {
  label: string
  /** The day as `YYYY-MM-DD` (always AD, whichever calendar is shown), or '' when none. */
  value: string
  /** Called with the new day (`YYYY-MM-DD`, AD), or '' while the day is not complete. */
  onChange: (value: string) => void
  onBlur?: () => void
  /** The earliest and latest days offered (`YYYY-MM-DD`, AD). */
  min?: string
  max?: string
  /** A message shown under the field and announced with it. */
  error?: string
  name?: string
}

type Calendar = 'bs' | 'ad'
/** The BS selects' values as chosen so far ('' for not chosen). */
interface Parts {
  year: string
  month: string
  day: string
}

const EMPTY: Parts = { year: '', month: '', day: '' }

function partsOf(value: string): Parts {
  const ad = parseIso(value)
  const bs = ad && adToBs(ad)
  return bs ? { year: `${bs.year}`, month: `${bs.month}`, day: `${bs.day}` } : EMPTY
}

/**
 * A date field: Bikram Sambat (the calendar Nepal lives by) with year, month and day selects,
 * or the browser's Gregorian date input; a toggle switches between them. Nepali starts in BS,
 * English in AD. Whatever is shown, the value is the AD day (`YYYY-MM-DD`), and the same day in
 * the other calendar is written under the field.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, onBlur, min, max, error, name } = props
  const { t } = useLingui()
  const lang = useLang()
  const id = useId()
  const [calendar, setCalendar] = useState<Calendar>(lang === 'ne' ? 'bs' : 'ad')
  // The selects' choices, re-read when the value changes from outside (a reset, a draft).
  const [state, setState] = useState({ seen: value, parts: partsOf(value) })
  let parts = state.parts
  if (value !== state.seen) {
    parts = partsOf(value)
    setState({ seen: value, parts })
  }

  const chooseBs = (change: Partial<Parts>) => {
    const next = { ...parts, ...change }
    const year = Number(next.year)
    const month = Number(next.month)
    // A day past the end of the newly chosen month moves to its last day.
    const length = next.year && next.month ? bsMonthLength(year, month) : 32
    if (next.day && Number(next.day) > length) next.day = String(length)
    const ad =
      next.year && next.month && next.day ? bsToAd({ year, month, day: Number(next.day) }) : null
    const iso = ad ? isoOf(ad) : ''
    setState({ seen: iso, parts: next })
    if (iso !== value) onChange(iso)
  }

  const ad = parseIso(value)
  const bs = ad && adToBs(ad)
  const adDate = ad ? formatAdDay(ad, lang) : null
  const bsDate = bs ? formatBs(bs, lang) : null
  const other = calendar === 'bs' ? adDate && t`${adDate} AD` : bsDate && t`${bsDate} BS`
  const number = (n: number) => formatNumber(n, lang, { useGrouping: false })
  const years = bsYearsBetween(parseIso(min), parseIso(max))
  const monthLength =
    parts.year && parts.month ? bsMonthLength(Number(parts.year), Number(parts.month)) : 32
  const aria = describedBy(id, error)
  const select = (
    part: keyof Parts,
    partLabel: string,
    options: { value: number; label: string }[],
  ) => (
    <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
      <select
        name={name ? `${name}-${part}` : undefined}
        aria-label={partLabel}
        {...aria}
        value={parts[part]}
        onChange={(event) => chooseBs({ [part]: event.target.value })}
        onBlur={onBlur}
      >
        <SelectOptions placeholder={partLabel} options={options} />
      </select>
    </div>
  )

  return (
    <fieldset className="field date-field">
      <legend className="label">{label}</legend>
      <div className="buttons has-addons mb-2" role="group" aria-label={t`Calendar`}>
        {(['bs', 'ad'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`button is-small${calendar === option ? ' is-primary is-selected' : ''}`}
            aria-pressed={calendar === option}
            onClick={() => setCalendar(option)}
          >
            {option === 'bs' ? t`Bikram Sambat` : t`Gregorian`}
          </button>
        ))}
      </div>
      {calendar === 'bs' ? (
        <div className="date-field-parts">
          {select(
            'year',
            t({ message: 'Year', context: 'date part' }),
            years.map((year) => ({ value: year, label: number(year) })),
          )}
          {select(
            'month',
            t({ message: 'Month', context: 'date part' }),
            bsMonthNames(lang).map((month, index) => ({ value: index + 1, label: month })),
          )}
          {select(
            'day',
            t({ message: 'Day', context: 'date part' }),
            Array.from({ length: monthLength }, (_, index) => ({
              value: index + 1,
              label: number(index + 1),
            })),
          )}
        </div>
      ) : (
        <div className="control">
          <input
            className={`input${error ? ' is-danger' : ''}`}
            type="date"
            name={name}
            aria-label={label}
            {...aria}
            value={value}
            min={min}
            max={max}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
      {other ? <p className="help">{other}</p> : null}
      <FieldMessage id={id} error={error} />
    </fieldset>
  )
}

/** A `DateField` for a form's field (`control` and `name`); the form words its error (`error`). */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, V = T>(
  props: UseControllerProps<T, N, V> &
    Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>,
) {
  const { control, name, rules, ...shown } = props
  const { field } = useController({ control, name, rules })
  return (
    <DateField
      {...shown}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  )
}
