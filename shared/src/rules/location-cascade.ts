/** The location fields of step 1, ids or null. */
export interface LocationFields {
  province: number | null
  district: number | null
  municipality: number | null
  address: number | null
}

type Level = keyof LocationFields

/** What each field clears when it changes (docs/product.md#location-cascade). */
export const CASCADE_CLEARS: Readonly<Record<Level, readonly Level[]>> = {
  province: ['district', 'municipality', 'address'],
  // The product's rules say the district clears the municipality; the address, which belongs to that
  // municipality, goes with it (changing the municipality clears it too).
  district: ['municipality', 'address'],
  municipality: ['address'],
  address: [],
}

/** Sets one location field and clears the ones below it when the value really changed. */
export function changeLocation<T extends LocationFields>(
  form: T,
  level: Level,
  value: number | null,
): T {
  if (form[level] === value) return form
  const next: T = { ...form, [level]: value }
  for (const cleared of CASCADE_CLEARS[level]) next[cleared] = null
  return next
}

/** The municipality is disabled until a district is chosen. */
export const isMunicipalityDisabled = (form: Pick<LocationFields, 'district'>): boolean =>
  form.district === null

/** The address is disabled until a municipality is chosen. */
export const isAddressDisabled = (form: Pick<LocationFields, 'municipality'>): boolean =>
  form.municipality === null
