import { Trans, useLingui } from '@lingui/react/macro'
import { BUSINESS_DISTRICTS_PATH, contentCategoriesPath } from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ListLayout } from '../../../components/content/list-layout'
import { scopeNameOf } from '../../../components/content/scope-name'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useListFilters } from '../../../components/content/use-list-filters'
import { NothingFound, PagedResults } from '../../../components/ui/paged-results'
import { listKey, useNames } from '../../../lib/content-data'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { usePage } from '../../../lib/paging'
import type { Business } from '../api/business'
import { BusinessCard, BusinessCardSkeleton } from './business-card'
import { DistrictFilter } from './district-filter'
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
  const list = usePage<Business>(listKey('business', filters, category ? { category } : {}, lang))
  const categoryName = scopeNameOf(categories.data, category)

  const directory = t`Business Directory`
  const businesses = categoryName ? t`Business Directory: ${categoryName}` : directory
  const page = formatNumber(filters.page, lang)
  return (
    <ListLayout
      heading={businesses}
      tabTitle={filters.page > 1 ? t`${businesses} (page ${page})` : businesses}
      trail={[
        { label: directory, href: href('business', null, null, lang) },
        ...(categoryName ? [{ label: categoryName }] : []),
      ]}
      search={{
        name: t`Search the directory`,
        label: t`Which business are you looking for?`,
        placeholder: t`Name or what it does`,
        submitLabel: t`Find businesses`,
      }}
      busy={list.isValidating}
      filters={
        <>
          <DistrictFilter
            districts={districts.data}
            value={filters.district}
            action={pathname}
            onChange={(district) => apply({ district })}
          />
          <TaxonomyLinks
            heading={t`Kinds of business`}
            label={t`Business categories`}
            items={categories.data}
            current={category}
            hrefOf={(slug) => href('businessCategory', { slug }, null, lang)}
            all={{ href: href('business', null, null, lang), label: t`Every kind` }}
          />
        </>
      }
    >
      <PagedResults
        of="business"
        list={list}
        page={filters.page}
        pageHref={(page) => hrefOf({ page })}
        className="content-list is-cards"
        keyOf={(business) => business.slug}
        loading={
          <div role="status" aria-busy="true" aria-label={t`Loading businesses`}>
            <BusinessCardSkeleton />
            <BusinessCardSkeleton />
          </div>
        }
        failed={<Trans>The businesses could not be loaded.</Trans>}
        retry={<Trans>Load the businesses again</Trans>}
        empty={
          <NothingFound
            title={<Trans>No business matches.</Trans>}
            hint={<Trans>Try another district, other words or every category.</Trans>}
          />
        }
        pastEnd={{
          title: <Trans>This list of businesses has fewer pages.</Trans>,
          first: <Trans>Back to the first businesses</Trans>,
        }}
      >
        {(business) => <BusinessCard business={business} />}
      </PagedResults>
    </ListLayout>
  )
}
