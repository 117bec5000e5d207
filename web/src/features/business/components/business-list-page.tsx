import { Trans, useLingui } from '@lingui/react/macro'
import { BUSINESS_DISTRICTS_PATH, contentCategoriesPath } from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ContentListPage, scopeNameOf } from '../../../components/content/content-list-page'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useListFilters } from '../../../components/content/use-list-filters'
import { useNames } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Business } from '../api/business'
import { BusinessCard } from './business-card'
import { DistrictFilter } from './district-filter'
import './business.scss'

/**
 * `/business` and `/business/category/{slug}`: businesses by search, category and district,
 * each with its services, address, phone (tap to call) and website, paged.
 */
export function BusinessListPage({ category }: { category: string | null }) {
  const { t } = useLingui()
  const lang = useLang()
  const { filters, apply, pathname } = useListFilters()
  const categories = useNames(contentCategoriesPath('business'), lang)
  const districts = useNames(BUSINESS_DISTRICTS_PATH, lang)
  const categoryName = scopeNameOf(categories.data, category)

  const directory = t`Business Directory`
  const businesses = categoryName ? t`Business Directory: ${categoryName}` : directory
  return (
    <ContentListPage<Business>
      kind="business"
      scope={category ? { category } : {}}
      heading={businesses}
      numbered={(page) => t`${businesses} (page ${page})`}
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
      text={{
        loading: t`Loading businesses`,
        failed: <Trans>The businesses could not be loaded.</Trans>,
        retry: <Trans>Load the businesses again</Trans>,
        empty: {
          title: <Trans>No business matches.</Trans>,
          hint: <Trans>Try another district, other words or every category.</Trans>,
        },
        pastEnd: {
          title: <Trans>This list of businesses has fewer pages.</Trans>,
          first: <Trans>Back to the first businesses</Trans>,
        },
      }}
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
      {(business) => <BusinessCard business={business} />}
    </ContentListPage>
  )
}
