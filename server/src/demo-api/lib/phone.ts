/** Nepali mobile numbers: the shared rule, as the web checks them. */
export { isNepaliMobile, normalizePhone } from '@jagir/shared/rules/phone'
