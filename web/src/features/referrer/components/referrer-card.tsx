import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { ReferrerCard } from '../api/referrer'

/**
 * A referrer's card: name, headline, the referral code to share, and how many people they
 * referred, how many signed up and how many were hired. Never the referees themselves.
 */
export function ReferrerCardView({ card, heading }: { card: ReferrerCard; heading: 'h1' | 'h2' }) {
  const { t } = useLingui()
  const lang = useLang()
  const Heading = heading
  const figures = [
    { label: t`Referred`, value: card.referees },
    { label: t`Signed up`, value: card.registered },
    { label: t({ message: 'Hired', context: 'referrer' }), value: card.hired },
  ]
  const photo = card.profile_picture && /^(https:\/\/|\/(?!\/))/.test(card.profile_picture)
  return (
    <div className="box referrer-card">
      <div className="referrer-card-head">
        {photo ? (
          <img
            className="referrer-photo"
            src={card.profile_picture!}
            alt=""
            width={72}
            height={72}
          />
        ) : null}
        <div>
          <Heading className={`title ${heading === 'h1' ? 'is-3' : 'is-4'} mb-1`}>
            {card.full_name}
          </Heading>
          {card.headline ? <p className="subtitle is-6 mb-2">{card.headline}</p> : null}
          <p>
            <Trans>
              Referral code: <strong className="referral-code">{card.referral_code}</strong>
            </Trans>
          </p>
        </div>
      </div>
      <ul className="referrer-figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <span className="title is-4">{formatNumber(figure.value, lang)}</span>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
