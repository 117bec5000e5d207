import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { pageHref, type PlainRouteId } from '../../lib/links'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { useNow } from '../../lib/clock'
import { nepalDay } from '../../components/job/dates'

/** The site footer: links for job seekers, employers and about the company. */
export function Footer() {
  const lang = useLang()
  const { t } = useLingui()
  // The year in Nepal at the page's time (server and browser agree on New Year's Eve).
  const year = formatNumber(nepalDay(useNow())!.year, lang, { useGrouping: false })
  const columns: { heading: string; links: [PlainRouteId, string][] }[] = [
    {
      heading: t`For Job Seekers`,
      links: [
        ['jobSearch', t`Browse Job`],
        ['training', t`Training`],
        ['faq', t`FAQs`],
        ['blog', t`Blog`],
      ],
    },
    {
      heading: t`For Employers`,
      links: [
        ['employerZone', t`Employer Zone`],
        ['pricing', t`Pricing`],
        ['instaHire', t`Insta Hire`],
        ['business', t`Business Directory`],
      ],
    },
    {
      heading: t`Jagir`,
      links: [
        ['about', t`About Us`],
        ['contact', t`Contact Us`],
        ['privacy', t`Privacy Policy`],
        ['termsCondition', t`Terms and Conditions`],
      ],
    },
  ]
  return (
    <footer className="footer site-footer">
      <div className="container">
        <div className="columns">
          {columns.map((column) => (
            <nav className="column" key={column.heading} aria-label={column.heading}>
              <h2 className="title is-6">{column.heading}</h2>
              <ul>
                {column.links.map(([id, label]) => (
                  <li key={id} className="mb-1">
                    <Link to={pageHref(id, lang)}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="has-text-centered mt-5">
          <Trans>© {year} Jagir. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  )
}
