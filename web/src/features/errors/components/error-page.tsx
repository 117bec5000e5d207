import { Component, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorPageContent } from '@jagir/shared/errors/status'
import { href, localizePath, splitLang } from '@jagir/shared/routes/table'
import { PageTitle } from '../../../components/ui/page-title'
import { SearchBox } from '../../../components/ui/search-box'
import { useLang } from '../../../lib/lang'
import { formatNumber } from '../../../lib/format'

const HEADINGS: Record<string, MessageDescriptor> = {
  'error.400': msg`Bad request`,
  'error.403': msg`Access Denied`,
  'error.404': msg`Page Not Found`,
  'error.410': msg`Page Removed`,
  'error.500': msg`Something Went Wrong`,
}

/** The error page: '{code} Error', what happened, a job search box, home and contact buttons. */
function ErrorPageContent({ status }: { status: number }) {
  const lang = useLang()
  const navigate = useNavigate()
  const { t, i18n } = useLingui()
  const code = formatNumber(status, lang, { useGrouping: false })
  const content = errorPageContent(status)
  const heading = HEADINGS[content.heading.key]
  const headline = heading ? i18n._(heading) : t`Some Error Occured With Status Code ${code}`
  const title = t`${code} Error`

  return (
    <section className="section">
      <PageTitle title={title} />
      <div className="container has-text-centered is-narrow-40">
        {/* The code once, in the heading ('404 Error'): no second, decorative number. */}
        <h1 className="title is-2">{title}</h1>
        <p className="subtitle is-5">{headline}</p>
        {content.detail ? (
          <p className="mb-5">
            <Trans>This page could not be found</Trans>
          </p>
        ) : null}
        <SearchBox
          className="my-5"
          name={t`Find a job`}
          label={t`Search jobs`}
          placeholder={t`Job title, skill or company`}
          submitLabel={t`Search`}
          action={href('jobSearch', null, null, lang)}
          onSearch={(search) => navigate(href('jobSearch', null, search ? { search } : null, lang))}
        />
        <div className="buttons is-centered">
          <Link className="button is-primary" to={href('home', null, null, lang)}>
            <Trans>Go to Homepage</Trans>
          </Link>
          <Link className="button is-primary is-outlined" to={href('contact', null, null, lang)}>
            <Trans>Contact Us</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}

/** Shown when the error page itself fails to render: a plain message and a link home. */
export function ErrorFallback() {
  // A full page load home: whatever broke the render may live in the router's state too.
  const home = localizePath('/', splitLang(window.location.pathname).lang)
  return (
    <section className="section has-text-centered" role="alert">
      <p className="mb-3">
        <Trans>Sorry, something went wrong while showing this page.</Trans>
      </p>
      <a className="button is-primary" href={home}>
        <Trans>Go to Homepage</Trans>
      </a>
    </section>
  )
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}

/** The error page for an HTTP status, with its own fallback should rendering it fail. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent status={status} />
    </ErrorPageBoundary>
  )
}
