import { UNINDEXED_ROUTES, isIndexable } from '@jagir/shared/routes/indexing'
import { EN_PREFIX, ROUTES } from '@jagir/shared/routes/table'
import { siteBase } from './page-head.js'

/** A route pattern as a robots.txt path: parameters become `*`. */
const robotsPath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '*')

/** A route pattern as a regular expression of the paths it matches. */
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.?+^$|()[\]{}\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`)

const indexable = ROUTES.filter(isIndexable).map((route) => patternRegex(route.pattern))

/**
 * The Disallow lines of a route. A prefix is enough unless a longer path a search engine may
 * keep starts with it (`/jobseeker/profile/me` and the public `/jobseeker/profile/meera`):
 * then the path exactly, with a query, or with a trailing slash.
 */
function disallowed(pattern: string): string[] {
  const path = robotsPath(pattern)
  const sample = pattern.replace(/:[A-Za-z]+/g, 'x')
  const clashes = indexable.some((regex) => regex.test(`${sample}x`) || regex.test(`${sample}/x`))
  return clashes ? [`${path}$`, `${path}?`, `${path}/$`] : [path]
}

/**
 * robots.txt: every page behind a sign-in (the guards of docs/product.md#guards), the sign-in and
 * sign-up pages, payment results and error pages are disallowed in both languages, and the
 * BFF's own endpoints; everything else may be crawled, and the sitemap says where it is.
 */
export function robotsTxt(publicUrl: string): string {
  const paths = UNINDEXED_ROUTES.flatMap((route) =>
    disallowed(route.pattern).flatMap((path) => [path, EN_PREFIX + path]),
  )
  const lines = [
    '# Jagir. Pages behind a sign-in, signing in and up, payment results and error pages are',
    '# no pages to find; the public pages are all in the sitemap, in Nepali and English.',
    'User-agent: *',
    'Allow: /',
    ...[...new Set(paths)].map((path) => `Disallow: ${path}`),
    'Disallow: /bff/',
    'Disallow: /demo-oauth/',
    '',
    `Sitemap: ${siteBase(publicUrl)}/sitemap.xml`,
    '',
  ]
  return lines.join('\n')
}
