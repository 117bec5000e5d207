import type { CurrentUser, RelatedOrganization } from '../schemas/user.js'

/** The user's first related organization: it names and pictures an employer (docs/product.md#the-current-user). */
export function firstOrganization(
  user: CurrentUser | null | undefined,
): RelatedOrganization | null {
  return user?.related_organizations[0] ?? null
}

/** The `organization` of a job post: the first related organization's id, or null. */
export function jobOrganizationId(user: CurrentUser | null | undefined): number | null {
  return firstOrganization(user)?.id ?? null
}

/** True when the user has at least one related organization. */
export const hasOrganization = (user: CurrentUser | null | undefined): boolean =>
  firstOrganization(user) !== null
