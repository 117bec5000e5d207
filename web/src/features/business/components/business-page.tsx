import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { itemTrail } from '../../../components/content/breadcrumbs'
import { ContentFrame, LoadStatus } from '../../../components/content/content-frame'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Business } from '../api/business'
import { BusinessContact } from './business-contact'
import './business.scss'

/** `/business/detail/{slug}`: one business: what it does, its services, how to reach it. */
export function BusinessPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: business, error, mutate } = useItem<Business>('business', slug, lang)
  const categoryHref = business?.category
    ? href('businessCategory', { slug: business.category.slug }, null, lang)
    : null
  return (
    <ContentFrame
      narrow
      tabTitle={business?.name}
      trail={itemTrail(
        { label: t`Business Directory`, href: href('business', null, null, lang) },
        business?.category && categoryHref
          ? { label: business.category.name, href: categoryHref }
          : null,
        business?.name,
      )}
    >
      {business ? (
        <article aria-labelledby="business-name">
          <h1 className="title is-3 content-title" id="business-name">
            {business.name}
          </h1>
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
        </article>
      ) : (
        <LoadStatus
          error={error}
          retry={() => void mutate()}
          text={{
            loading: t`Loading the business`,
            failed: <Trans>The business could not be loaded.</Trans>,
            retry: <Trans>Load the business again</Trans>,
          }}
        />
      )}
    </ContentFrame>
  )
}
