import { Trans, useLingui } from '@lingui/react/macro'
import {
  BUSINESS_DISTRICTS_PATH,
  contentCategoriesPath,
  pageCount,
} from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { PagedList } from '../../../components/content/paged-list'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useListFilters } from '../../../components/content/use-list-filters'
import { PageTitle } from '../../../components/ui/page-title'
import { SearchBox } from '../../../components/ui/search-box'
import { ApiError } from '../../../lib/api-client'
import { useListPage, useNames } from '../../../lib/content-data'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { Business } from '../api/business'
import { BusinessCard, BusinessCardSkeleton } from './business-card'
import { DistrictFilter } from './district-filter'
import '../../../components/content/content.scss'
import './business.scss'

/**
 * `/business` and `/business/category/{slug}`: businesses by search, category and district,
 * each with its services, address, phone (tap to call) and website, paged.
 */
export function BusinessListPage({ category }: { category: string | null }) {
  const { t } = useLingui()
  const lang = useLang()
  const { filters, apply, hrefOf, pathname } = useListFilters()
  const categories = useNames(contentCategoriesPath('business'), lang)
  const districts = useNames(BUSINESS_DISTRICTS_PATH, lang)
  const list = useListPage<Business>('business', filters, category ? { category } : {}, lang)
  const categoryName = categories.data?.find((item) => item.slug === category)?.name
  if (category && categories.data && !categoryName) throw new ApiError(404, null, 'no such group')

  const directory = t`Business Directory`
  const businesses = categoryName ? t`Business Directory: ${categoryName}` : directory
  const pages = pageCount('business', list.data?.count ?? 0)
  const page = formatNumber(filters.page, lang)
  return (
    <section className="section">
      <PageTitle title={filters.page > 1 ? t`${businesses} (page ${page})` : businesses} />
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: directory, href: href('business', null, null, lang) },
            ...(categoryName ? [{ label: categoryName }] : []),
          ]}
        />
        <h1 className="title is-3 content-title">{businesses}</h1>
        <SearchBox
          key={filters.search}
          name={t`Search the directory`}
          label={t`Which business are you looking for?`}
          placeholder={t`Name or what it does`}
          submitLabel={t`Find businesses`}
          initialValue={filters.search}
          action={pathname}
          onSearch={(search) => apply({ search })}
        />
        <div className="columns mt-4 content-columns">
          <aside className="column is-4-desktop content-aside">
            <DistrictFilter
              districts={districts.data}
              value={filters.district}
              action={pathname}
              onChange={(district) => apply({ district })}
            />
            <div>
              <h2 className="title is-6 mb-2">
                <Trans>Kinds of business</Trans>
              </h2>
              <TaxonomyLinks
                label={t`Business categories`}
                items={categories.data}
                current={category}
                hrefOf={(slug) => href('businessCategory', { slug }, null, lang)}
                all={{ href: href('business', null, null, lang), label: t`Every kind` }}
              />
            </div>
          </aside>
          <div className="column is-8-desktop" aria-busy={list.isValidating}>
            <PagedList
              data={list.data}
              error={list.error}
              retry={() => void list.mutate()}
              page={filters.page}
              pages={pages}
              pageHref={(number) => hrefOf({ page: number })}
              className="is-cards"
              keyOf={(business) => business.slug}
              renderItem={(business) => <BusinessCard business={business} />}
              skeleton={[0, 1].map((index) => (
                <BusinessCardSkeleton key={index} />
              ))}
              text={{
                loading: t`Loading businesses`,
                failed: <Trans>The businesses could not be loaded.</Trans>,
                retry: <Trans>Load the businesses again</Trans>,
                empty: (
                  <>
                    <h2 className="title is-5">
                      <Trans>No business matches.</Trans>
                    </h2>
                    <p>
                      <Trans>Try another district, other words or every category.</Trans>
                    </p>
                  </>
                ),
                pastEnd: <Trans>This list of businesses has fewer pages.</Trans>,
                firstPage: <Trans>Back to the first businesses</Trans>,
              }}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
