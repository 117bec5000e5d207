import type { ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { OrganizationLogo } from '../../../components/job/organization'
import { FilterSelect } from '../../../components/form/filter-select'
import { PageTitle } from '../../../components/ui/page-title'
import { PagedResults } from '../../../components/ui/paged-results'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import {
  readZoneFilters,
  useOrganizations,
  useZoneChoices,
  zoneQuery,
  type ZoneFilters,
} from '../api/employer-zone'
import type { Organization } from '../api/organizations'
import { ListSkeleton, LoadErrorText } from './states'
import './employer.scss'

/** Why employers post here: the pitch, with Pricing and Post Job. */
function Pitch({ postJob }: { postJob: ReactNode }) {
  const lang = useLang()
  return (
    <>
      <div className="employer-zone-pitch mb-4">
        <div className="box mb-0">
          <h2 className="title is-5">
            <Trans>Reach job seekers across Nepal</Trans>
          </h2>
          <p>
            <Trans>
              Job seekers from all 77 districts search here, on their phones, in Nepali or English.
            </Trans>
          </p>
        </div>
        <div className="box mb-0">
          <h2 className="title is-5">
            <Trans>Applicants with their answers</Trans>
          </h2>
          <p>
            <Trans>
              Ask screening questions, filter applicants by their answers, and shortlist, interview
              or hire them in one place.
            </Trans>
          </p>
        </div>
        <div className="box mb-0">
          <h2 className="title is-5">
            <Trans>Pay only for what you post</Trans>
          </h2>
          <p>
            <Trans>
              Job post packages in rupees, with free posts for new employers. See what each includes
              on the pricing page.
            </Trans>
          </p>
        </div>
      </div>
      <div className="buttons">
        {postJob}
        <Link className="button is-link is-light" to={pageHref('pricing', lang)}>
          <Trans>See pricing</Trans>
        </Link>
      </div>
    </>
  )
}

const choicesOf = (items: readonly { id: number | string; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }))

/** The directory's search: a form (it works without JavaScript too), filters applied at once. */
function ZoneSearch({
  filters,
  onApply,
}: {
  filters: ZoneFilters
  onApply: (next: ZoneFilters) => void
}) {
  const { t } = useLingui()
  const lang = useLang()
  const { categories, districts } = useZoneChoices(lang)
  const read = (form: HTMLFormElement): ZoneFilters =>
    readZoneFilters(new URLSearchParams(new FormData(form) as unknown as Record<string, string>))
  return (
    <form
      className="application-filters"
      method="get"
      role="search"
      aria-label={t`Search employers`}
      onSubmit={(event) => {
        event.preventDefault()
        onApply(read(event.currentTarget))
      }}
    >
      <div className="field">
        <label className="label is-small" htmlFor="zone-search">
          <Trans>Employer name</Trans>
        </label>
        <input
          id="zone-search"
          className="input"
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={100}
        />
      </div>
      <FilterSelect
        id="zone-category"
        name="category"
        label={<Trans>Industry</Trans>}
        emptyLabel={t`All industries`}
        value={String(filters.category ?? '')}
        choices={choicesOf(categories)}
        onChange={(_, select) => onApply(read(select.form!))}
      />
      <FilterSelect
        id="zone-district"
        name="district"
        label={<Trans>District</Trans>}
        emptyLabel={t`All districts`}
        value={String(filters.district ?? '')}
        choices={choicesOf(districts)}
        onChange={(_, select) => onApply(read(select.form!))}
      />
      <button type="submit" className="button is-primary">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}

/** One employer of the directory. */
function OrganizationItem({ organization }: { organization: Organization }) {
  const lang = useLang()
  const jobs = formatNumber(organization.active_jobs ?? 0, lang)
  return (
    <article className="box">
      <div className="organization-card-head">
        <OrganizationLogo job={{ organization }} size={56} />
        <div className="organization-card-title">
          <h3 className="title is-5 mb-1">
            <Link to={href('employerProfile', { id: organization.id }, null, lang)}>
              {organization.name}
            </Link>
          </h3>
          <p className="is-size-7 has-text-grey-dark">
            {[organization.category?.name, organization.district?.name].filter(Boolean).join(' · ')}
          </p>
          <p className="is-size-7 mt-1">
            {organization.active_jobs === 1 ? (
              <Trans>1 open job</Trans>
            ) : (
              <Trans>{jobs} open jobs</Trans>
            )}
          </p>
        </div>
      </div>
    </article>
  )
}

/**
 * `/employer-zone`: the pitch to employers (why post here, pricing, Post Job) and the directory
 * of employers, searched by name and filtered by industry and district, all in the address.
 */
export function EmployerZonePage({ postJob }: { postJob: ReactNode }) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const filters = readZoneFilters(params)
  const list = useOrganizations(filters, lang)
  const { data } = list
  const hrefOf = (next: ZoneFilters) => pageHref('employerZone', lang, zoneQuery(next))
  const count = formatNumber(data?.count ?? 0, lang)
  return (
    <section className="section">
      <PageTitle title={t`Employer Zone`} />
      <div className="container">
        <h1 className="title is-3">
          <Trans>Employer Zone</Trans>
        </h1>
        <p className="subtitle is-6">
          <Trans>
            Hire in Nepal: post a job, meet applicants, and find the employers already hiring here.
          </Trans>
        </p>
        <Pitch postJob={postJob} />
        <h2 className="title is-4 mt-6" id="employers">
          <Trans>Employers on Jagir</Trans>
        </h2>
        <ZoneSearch
          key={params.toString()}
          filters={filters}
          onApply={(next) =>
            void navigate(hrefOf({ ...next, page: 1 }), { preventScrollReset: true })
          }
        />
        <p role="status" className="has-text-grey-dark mb-3">
          {data ? (
            data.count === 1 ? (
              <Trans>1 employer</Trans>
            ) : (
              <Trans>{count} employers</Trans>
            )
          ) : null}
        </p>
        <PagedResults
          of="employers"
          list={list}
          page={filters.page}
          pageHref={(page) => hrefOf({ ...filters, page })}
          className="organization-list"
          keyOf={(organization) => organization.id}
          loading={<ListSkeleton label={t`Loading employers`} />}
          failed={<LoadErrorText />}
          empty={
            <p className="box">
              <Trans>No employer matches this search. Try another name or fewer filters.</Trans>
            </p>
          }
        >
          {(organization) => <OrganizationItem organization={organization} />}
        </PagedResults>
      </div>
    </section>
  )
}
