import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { ApiError } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import { useReferrerCard } from '../api/referrer'
import { ReferrerCardView } from './referrer-card'
import './referrer.scss'

/**
 * `/referrer/profile/{id}`: a referrer's public card, what someone they referred sees when the
 * link is shared, with the way to referring. An unknown referrer is the 404 page.
 */
export function ReferrerPublicPage({ id }: { id: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: card, error } = useReferrerCard(id, lang)
  if (error instanceof ApiError && error.status === 404) throw error
  return (
    <section className="section">
      <div className="container is-narrow-48">
        <PageTitle title={card?.full_name ?? t`Referrer`} />
        {card ? (
          <>
            <ReferrerCardView card={card} heading="h1" />
            <p>
              <Link to={href('referral', null, null, lang)}>
                <Trans>How referring works</Trans>
              </Link>
            </p>
          </>
        ) : (
          <LoadState error={error} failed={<Trans>This referrer could not be loaded.</Trans>} />
        )}
      </div>
    </section>
  )
}
