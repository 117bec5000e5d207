import { Trans } from '@lingui/react/macro'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { telHref, websiteHref, type Business } from '../api/business'

/** A business's address, phone (a `tel:` link, tapped to call) and website. */
export function BusinessContact({ business }: { business: Business }) {
  const lang = useLang()
  const website = websiteHref(business.website)
  return (
    <dl className="business-contact">
      {business.address || business.district ? (
        <div>
          <dt>
            <Trans>Located at</Trans>
          </dt>
          <dd>{[business.address, business.district?.name].filter(Boolean).join(', ')}</dd>
        </div>
      ) : null}
      {business.phone_number ? (
        <div>
          <dt>
            <Trans>Call</Trans>
          </dt>
          <dd>
            <a href={telHref(business.phone_number)}>{localDigits(business.phone_number, lang)}</a>
          </dd>
        </div>
      ) : null}
      {website ? (
        <div>
          <dt>
            <Trans context="business directory">Website</Trans>
          </dt>
          <dd>
            <a href={website} rel="noopener noreferrer nofollow" target="_blank">
              {new URL(website).host}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
