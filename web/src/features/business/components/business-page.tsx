import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { ContentItemPage } from '../../../components/content/content-item-page'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Business } from '../api/business'
import { BusinessContact } from './business-contact'
import './business.scss'

/** `/business/detail/{slug}`: one business: what it does, its services, how to reach it. */
export function BusinessPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const item = useItem<Business>('business', slug, lang)
  const category = item.data?.category
  const categoryHref = category
    ? href('businessCategory', { slug: category.slug }, null, lang)
    : null
  return (
    <ContentItemPage
      item={item}
      narrow
      title={item.data?.name}
      list={{ label: t`Business Directory`, href: href('business', null, null, lang) }}
      category={category && categoryHref ? { label: category.name, href: categoryHref } : null}
      text={{
        loading: t`Loading the business`,
        failed: <Trans>The business could not be loaded.</Trans>,
        retry: <Trans>Load the business again</Trans>,
      }}
    >
      {(business) => (
        <>
          {business.category ? <p className="subtitle is-6">{business.category.name}</p> : null}
          {business.description ? <p className="mb-4">{business.description}</p> : null}
          {business.services?.length ? (
            <>
              <h2 className="title is-5">
                <Trans>What it offers</Trans>
              </h2>
              <ul className="tags mb-4">
                {business.services.map((service) => (
                  <li key={service} className="tag is-medium">
                    {service}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="box">
            <BusinessContact business={business} />
          </div>
          {categoryHref ? (
            <p className="has-underlined-links">
              <Link to={categoryHref}>
                <Trans>More businesses of this kind</Trans>
              </Link>
            </p>
          ) : null}
        </>
      )}
    </ContentItemPage>
  )
}
