/** A Nepali mobile number as stored: ten digits, without spaces, dashes or +977. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^(\+?977)(?=\d{10}$)/, '')
}

/** True for a Nepali mobile number (98/97/96 followed by eight digits). */
export const isNepaliMobile = (value: string): boolean =>
  /^9[678]\d{8}$/.test(normalizePhone(value))
