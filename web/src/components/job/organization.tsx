// The logo's sizes and tint are drawn by job.scss: whoever shows a logo gets them (the employer
// pages showed the initial unstyled when only the job lists brought the stylesheet).
import './job.scss'

/** The organisation as a job reads it back; `logo` is a URL. */
export interface JobOrganization {
  id?: number | null
  name?: string | null
  slug?: string | null
  logo?: string | null
}

/** What a job shows of who posts it. */
export interface OrganizationSource {
  organization?: JobOrganization | null
  show_name?: boolean | null
  org_alt_name?: string | null
}

/**
 * The name a job shows for its organisation: the alternative name when the employer hid the real
 * one (docs/product.md#step-3-additional-info, `show_name` / `org_alt_name`), else the organisation's name.
 */
export function organizationName(job: OrganizationSource): string {
  const alt = job.org_alt_name?.trim()
  if (alt && (job.show_name === false || !job.organization?.name)) return alt
  return job.organization?.name?.trim() ?? ''
}

/** The logo to show, never the real one when the name is hidden. */
export function organizationLogo(job: OrganizationSource): string | null {
  if (job.show_name === false) return null
  const logo = job.organization?.logo
  return logo && /^(https?:\/\/|\/)/.test(logo) ? logo : null
}

const initialsOf = (name: string) =>
  Array.from(name.trim())
    .filter((char) => /\p{L}/u.test(char))
    .slice(0, 1)
    .join('')
    .toLocaleUpperCase()

/** The classes job.scss draws each size with, written whole so the build keeps their rules. */
const LOGO_SIZE_CLASS = { 56: 'org-logo-56', 64: 'org-logo-64', 72: 'org-logo-72' } as const

/**
 * The organisation's logo, or its initial on a tinted square. Decorative: the name is always
 * written beside it, so it carries no alternative text.
 */
export function OrganizationLogo({
  job,
  size = 64,
}: {
  job: OrganizationSource
  /** Its side in pixels: one of the sizes job.scss draws (a class, not a style attribute the CSP would refuse). */
  size?: 56 | 64 | 72
}) {
  const logo = organizationLogo(job)
  if (logo) {
    return (
      <img
        className={`org-logo ${LOGO_SIZE_CLASS[size]}`}
        src={logo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    )
  }
  return (
    <span className={`org-logo org-logo-initial ${LOGO_SIZE_CLASS[size]}`} aria-hidden="true">
      {initialsOf(organizationName(job)) || '·'}
    </span>
  )
}
