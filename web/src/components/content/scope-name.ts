import { ApiError } from '../../lib/api-client'
import type { NamedCount } from '../../lib/content-data'

/**
 * The name of the category or tag a list's address names, once the names have loaded; a slug
 * no item has is thrown as a 404 for the route's error boundary (the BFF answered the first
 * load 404 already).
 */
export function scopeNameOf(
  names: readonly NamedCount[] | undefined,
  slug: string | null,
): string | undefined {
  if (!slug || !names) return undefined
  const name = names.find((item) => item.slug === slug)?.name
  if (!name) throw new ApiError(404, null, `no category or tag ${slug}`)
  return name
}
