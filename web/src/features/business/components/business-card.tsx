import { Link } from 'react-router'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../lib/lang'
import type { Business } from '../api/business'
import { BusinessContact } from './business-contact'

/** A business in the directory: name (the link), category, what it offers, how to reach it. */
export function BusinessCard({ business }: { business: Business }) {
  const lang = useLang()
  return (
    <article className="box">
      {business.category ? (
        <p className="is-size-7 has-text-weight-semibold mb-1">{business.category.name}</p>
      ) : null}
      <h2 className="title is-5 mb-2 content-title">
        <Link to={href('businessDetail', { slug: business.slug }, null, lang)}>
          {business.name}
        </Link>
      </h2>
      {business.description ? <p className="mb-2">{business.description}</p> : null}
      {business.services?.length ? (
        <ul className="tags mb-2">
          {business.services.map((service) => (
            <li key={service} className="tag">
              {service}
            </li>
          ))}
        </ul>
      ) : null}
      <BusinessContact business={business} />
    </article>
  )
}
