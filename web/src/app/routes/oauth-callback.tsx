import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'

/**
 * What the provider sends back; the BFF's callback (a full page load) must see it. A token in the
 * query is not among them: the BFF signs in only with a code (issue 20 finding 6).
 */
const PROVIDER_PARAMS = ['code', 'state', 'error']

/**
 * `/oauth2/callback`: the BFF answers this address on a full page load (state check, token, then a
 * redirect). Reached inside the app, the provider's answer is handed to the BFF; without one,
 * there is nothing to finish and the user goes home.
 */
export function Component() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const lang = useLang()

  useEffect(() => {
    if (PROVIDER_PARAMS.some((name) => params.has(name))) {
      window.location.replace(`/oauth2/callback/?${params.toString()}`)
    } else {
      void navigate(pageHref('home', lang), { replace: true })
    }
  }, [params, navigate, lang])

  return (
    <section className="section has-text-centered">
      <p role="status">
        <Trans>Signing you in…</Trans>
      </p>
    </section>
  )
}
