import type { LocationCreate, LookupCreate } from '@jagir/shared/schemas/lookup'
import { apiFetch } from '../../../lib/api-client'
import { LOOKUPS, toOption, type LookupKind, type LookupOption } from './lookups'

/**
 * Creates a lookup item from a typed name (docs/product.md#lookups;
 * a location posts its city). The provider answers an existing item when the name is taken.
 */
export async function createLookupItem(
  kind: LookupKind,
  name: string,
  filter: { city?: number | null } = {},
): Promise<LookupOption> {
  const body: LookupCreate | LocationCreate =
    kind === 'locations' ? { address: name.trim(), city: filter.city ?? 0 } : { name: name.trim() }
  const created = await apiFetch<{ id: number; name?: string; address?: string }>(
    LOOKUPS[kind].path,
    { method: 'POST', body },
  )
  return toOption(created)
}
