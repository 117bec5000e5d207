import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { APPLICATION_STATUSES } from '@jagir/shared/rules/application-status'
import { readRatingFilter, type RatingFilter } from '@jagir/shared/rules/applicant'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { ApplicationFilters, ApplicationsPage } from '../api/applications'
import { statusText } from './status-labels'

/** The address of the applicants page with these filters (page 1 unless given). */
export function filtersQuery(filters: ApplicationFilters): string {
  const query = new URLSearchParams()
  if (filters.status) query.set('status', filters.status)
  if (filters.rating) query.set('rating', filters.rating)
  if (filters.question !== null && filters.answer) {
    query.set('question', String(filters.question))
    query.set('answer', filters.answer)
  }
  if (filters.page > 1) query.set('page', String(filters.page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The counts per status, each a link that filters by it (and "All"). */
export function StatusCounts({
  filters,
  counts,
}: {
  filters: ApplicationFilters
  counts: ApplicationsPage['status_counts'] | undefined
}) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { pathname } = useLocation()
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined
  const items = [
    { status: null, label: t`All`, count: total },
    ...APPLICATION_STATUSES.map((status) => ({
      status,
      label: statusText(i18n, status),
      count: counts?.[status],
    })),
  ]
  return (
    <nav aria-label={t`Applications by status`}>
      <ul className="status-counts">
        {items.map((item) => {
          const current = filters.status === item.status
          return (
            <li key={item.status ?? 'all'}>
              <Link
                className={`button is-small is-rounded${current ? ' is-link' : ''}`}
                to={pathname + filtersQuery({ ...filters, status: item.status, page: 1 })}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                data-testid={`status-count-${item.status ?? 'all'}`}
              >
                {item.label}
                {item.count === undefined ? null : ` ${formatNumber(item.count, lang)}`}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * Filter by the answer to a required question: the question, then one of its choices (or, for a
 * written answer, the text to match).
 */
export function AnswerFilter({
  filters,
  questions,
  onChange,
}: {
  filters: ApplicationFilters
  questions: readonly ScreeningQuestion[]
  onChange: (question: number | null, answer: string) => void
}) {
  const { t } = useLingui()
  const required = questions.filter((q) => q.is_required && typeof q.id === 'number')
  const [question, setQuestion] = useState<number | null>(filters.question)
  const [text, setText] = useState(filters.answer)
  if (required.length === 0) return null
  const chosen = required.find((q) => q.id === question) ?? null
  const choices = chosen?.answer_choices.map((c) => c.choice_text).filter(Boolean) ?? []
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(question, text.trim())
  }
  return (
    <form
      className="application-filters"
      onSubmit={submit}
      role="search"
      aria-label={t`Filter by answer`}
    >
      <div className="field">
        <label className="label is-small" htmlFor="answer-question">
          <Trans>Required question</Trans>
        </label>
        <div className="select is-small">
          <select
            id="answer-question"
            value={question ?? ''}
            onChange={(event) => {
              const next = event.target.value ? Number(event.target.value) : null
              setQuestion(next)
              setText('')
              if (next === null) onChange(null, '')
            }}
          >
            <option value="">{t`Any answer`}</option>
            {required.map((q) => (
              <option key={q.id} value={q.id}>
                {q.question}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosen ? (
        <div className="field">
          <label className="label is-small" htmlFor="answer-text">
            <Trans>Answer</Trans>
          </label>
          {choices.length ? (
            <div className="select is-small">
              <select
                id="answer-text"
                value={text}
                onChange={(event) => {
                  setText(event.target.value)
                  onChange(question, event.target.value)
                }}
              >
                <option value="">{t`Choose…`}</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className="field has-addons">
              <div className="control">
                <input
                  id="answer-text"
                  className="input is-small"
                  value={text}
                  maxLength={200}
                  onChange={(event) => setText(event.target.value)}
                />
              </div>
              <div className="control">
                <button type="submit" className="button is-small">
                  <Trans>Filter</Trans>
                </button>
              </div>
            </div>
          )}
        </div>
      ) : null}
    </form>
  )
}

/** Filter by the employer's rating: rated at least some stars, or not rated yet. */
export function RatingFilterSelect({
  filters,
  onChange,
}: {
  filters: ApplicationFilters
  onChange: (rating: RatingFilter | null) => void
}) {
  const { t } = useLingui()
  const lang = useLang()
  const options: { value: RatingFilter; label: string }[] = [
    ...(['5', '4', '3', '2'] as const).map((value) => {
      const n = formatNumber(Number(value), lang)
      return { value, label: value === '5' ? t`Rated ${n} stars` : t`Rated ${n} stars or more` }
    }),
    { value: '1', label: t`Rated (any stars)` },
    { value: 'none', label: t`Not rated yet` },
  ]
  return (
    <div className="field application-filters">
      <label className="label is-small" htmlFor="rating-filter">
        <Trans>Rating</Trans>
      </label>
      <div className="select is-small">
        <select
          id="rating-filter"
          value={filters.rating ?? ''}
          onChange={(event) => onChange(readRatingFilter(event.target.value))}
        >
          <option value="">{t`Any rating`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
