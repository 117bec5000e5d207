import { useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSWRConfig } from 'swr'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  APPLICATION_STATUSES,
  readApplicationStatus,
  type ApplicationStatus,
} from '@jagir/shared/rules/application-status'
import { readRatingFilter } from '@jagir/shared/rules/applicant'
import { PageSkeleton } from '../../../components/ui/page-skeleton'
import { PageTitle } from '../../../components/ui/page-title'
import { PagedResults } from '../../../components/ui/paged-results'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { showSnackbar } from '../../../lib/snackbar'
import {
  saveApplicationNotes,
  setApplicationStatus,
  setBulkStatus,
  useApplications,
  type Application,
  type ApplicationFilters,
} from '../api/applications'
import { useOwnJob, useOwnJobQuestions } from '../api/job-for-owner'
import { AnswerFilter, filtersQuery, RatingFilterSelect, StatusCounts } from './application-filters'
import { ApplicationItem } from './application-item'
import { isWorkspaceKey } from './jobs-tab'
import { ListSkeleton, LoadErrorText } from './states'
import { statusText } from './status-labels'
import './employer.scss'

/** The applicants page's filters from its address; anything malformed is left out. */
export function readApplicationFilters(params: URLSearchParams): ApplicationFilters {
  const question = Number(params.get('question'))
  const page = Number(params.get('page'))
  return {
    status: readApplicationStatus(params.get('status')),
    rating: readRatingFilter(params.get('rating')),
    question: Number.isInteger(question) && question > 0 ? question : null,
    answer: (params.get('answer') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/**
 * `/job/{slug}/applications`: the applicants of one of the employer's jobs, filtered by status
 * and by the answer to a required question (all in the address), with the status of each
 * application set here and the counts per status. Another employer's job shows the 404 page.
 */
export function ApplicationsPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [search] = useSearchParams()
  const filters = readApplicationFilters(search)
  const job = useOwnJob(slug, lang)
  const questions = useOwnJobQuestions(slug, lang)
  const list = useApplications(slug, filters, lang)
  const { mutate } = useSWRConfig()
  const [saving, setSaving] = useState<number | null>(null)
  // The applications picked for a bulk status change (by id; those of the page on screen).
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [bulkStatus, setBulkStatusChoice] = useState<ApplicationStatus | ''>('')
  const [moving, setMoving] = useState(false)
  const title = job.data?.title || t`Untitled job`
  const onPage = (list.data?.results ?? []).map((application) => application.id)
  const picked = onPage.filter((id) => selected.has(id))
  const allPicked = onPage.length > 0 && picked.length === onPage.length
  const pickedCount = formatNumber(picked.length, lang)

  const saveNotes = async (
    application: Application,
    change: { note?: string; rating?: number | null },
  ) => {
    try {
      await saveApplicationNotes(slug, application.id, change)
      const name = application.jobseeker?.full_name || application.jobseeker?.username || ''
      showSnackbar(change.note !== undefined ? t`Note saved: ${name}` : t`Rating saved: ${name}`)
      await list.mutate()
      return true
    } catch {
      // The API client has shown what went wrong; the note keeps what was typed.
      return false
    }
  }

  const moveSelected = async () => {
    if (!bulkStatus || picked.length === 0) return
    setMoving(true)
    try {
      const { updated } = await setBulkStatus(slug, picked, bulkStatus)
      const label = statusText(i18n, bulkStatus)
      const n = formatNumber(updated, lang)
      showSnackbar(
        updated === 1 ? t`1 applicant moved to ${label}` : t`${n} applicants moved to ${label}`,
      )
      setSelected(new Set())
      await Promise.all([list.mutate(), mutate(isWorkspaceKey)])
    } catch {
      // The API client has shown what went wrong; nothing moved (all or nothing).
    } finally {
      setMoving(false)
    }
  }

  const changeStatus = async (application: Application, status: ApplicationStatus) => {
    setSaving(application.id)
    try {
      await setApplicationStatus(slug, application.id, status)
      const name = application.jobseeker?.full_name || application.jobseeker?.username || ''
      const label = statusText(i18n, status)
      showSnackbar(t`${name}: ${label}`)
      await Promise.all([list.mutate(), mutate(isWorkspaceKey)])
    } catch {
      // The API client has shown what went wrong; the list keeps the status it had.
    } finally {
      setSaving(null)
    }
  }

  // Drawn whole once the job's title, its questions and the first list have answered: each
  // arriving later would move what is above the list (the title wraps to a second line, the
  // status counts rewrap, the answer filter appears). Later lists keep the one before meanwhile.
  const answered = (query: { data?: unknown; error?: unknown }) =>
    query.data !== undefined || query.error !== undefined
  if (![job, questions, list].every(answered)) return <PageSkeleton />

  return (
    <section className="section">
      <PageTitle title={t`Applicants: ${title}`} />
      <div className="container">
        <p className="mb-2">
          <Link to={pageHref('employerProfileMe', lang, { tab: 'active-jobs' })}>
            <Trans>Back to your jobs</Trans>
          </Link>
          {' · '}
          <Link
            to={`${pageHref('employerProfileMe', lang, { tab: 'overview' })}#applicant-notices`}
          >
            <Trans>Notices of new applicants</Trans>
          </Link>
        </p>
        <h1 className="title is-3">
          {job.data ? <Trans>Applicants: {title}</Trans> : <Trans>Applicants</Trans>}
        </h1>
        <StatusCounts filters={filters} counts={list.data?.status_counts} />
        <RatingFilterSelect
          filters={filters}
          onChange={(rating) =>
            void navigate(pathname + filtersQuery({ ...filters, rating, page: 1 }), {
              preventScrollReset: true,
            })
          }
        />
        <AnswerFilter
          key={`${filters.question}:${filters.answer}`}
          filters={filters}
          questions={questions.data ?? []}
          onChange={(question, answer) =>
            void navigate(pathname + filtersQuery({ ...filters, question, answer, page: 1 }), {
              preventScrollReset: true,
            })
          }
        />
        {onPage.length ? (
          <form
            className="bulk-status box"
            aria-label={t`Change the status of the selected applicants`}
            onSubmit={(event) => {
              event.preventDefault()
              void moveSelected()
            }}
          >
            <label className="checkbox">
              <input
                type="checkbox"
                checked={allPicked}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(onPage) : new Set())
                }
              />{' '}
              <Trans>Select all on this page</Trans>
            </label>
            <div className="field has-addons mb-0">
              <div className="control">
                <div className="select is-small">
                  <select
                    aria-label={t`New status for the selected applicants`}
                    value={bulkStatus}
                    onChange={(event) =>
                      setBulkStatusChoice(event.target.value as ApplicationStatus | '')
                    }
                  >
                    <option value="">{t`Choose a status…`}</option>
                    {APPLICATION_STATUSES.map((one) => (
                      <option key={one} value={one}>
                        {statusText(i18n, one)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="control">
                <button
                  type="submit"
                  className={`button is-small is-link${moving ? ' is-loading' : ''}`}
                  disabled={moving || !bulkStatus || picked.length === 0}
                >
                  <Trans>Apply to {pickedCount} selected</Trans>
                </button>
              </div>
            </div>
          </form>
        ) : null}
        <PagedResults
          of="applications"
          list={list}
          page={filters.page}
          pageHref={(page) => pathname + filtersQuery({ ...filters, page })}
          className="applications"
          busy={list.isValidating}
          keyOf={(application) => application.id}
          loading={<ListSkeleton label={t`Loading the applicants`} />}
          failed={<LoadErrorText />}
          empty={
            <div className="box has-text-centered" data-testid="empty-tab">
              <p>
                {filters.status || filters.rating || filters.answer ? (
                  <Trans>No applicant matches these filters.</Trans>
                ) : (
                  <Trans>
                    No one has applied yet. Share the job's link to reach more job seekers.
                  </Trans>
                )}
              </p>
            </div>
          }
        >
          {(application) => (
            <ApplicationItem
              application={application}
              saving={saving === application.id}
              onStatus={(one, status) => void changeStatus(one, status)}
              onNotes={saveNotes}
              selected={selected.has(application.id)}
              onSelect={(one, on) =>
                setSelected((before) => {
                  const next = new Set(before)
                  if (on) next.add(one.id)
                  else next.delete(one.id)
                  return next
                })
              }
            />
          )}
        </PagedResults>
      </div>
    </section>
  )
}
