// The applicant tools' constants and address rules, without zod: the applicants page reads them
// on its first load; the schemas (`@jagir/shared/schemas/applicant`) are the API's.

/** The longest private note on an application. */
export const APPLICANT_NOTE_MAX = 2000
/** The most applications one bulk status change moves. */
export const BULK_STATUS_MAX = 100
/** Stars an applicant can be given: 1 (lowest) to 5. */
export const RATING_MAX = 5

/** How often an employer hears of new applicants: at once, a daily digest, or never. */
export const APPLICANT_NOTICE_FREQUENCIES = ['instant', 'daily', 'off'] as const
export type ApplicantNoticeFrequency = (typeof APPLICANT_NOTICE_FREQUENCIES)[number]

/** The applicants page's rating filter: 1 to 5 (rated at least that), or `none` (unrated). */
export const RATING_FILTERS = ['1', '2', '3', '4', '5', 'none'] as const
export type RatingFilter = (typeof RATING_FILTERS)[number]

/** The rating filter as written in an address; null when absent or unknown. */
export function readRatingFilter(value: unknown): RatingFilter | null {
  return RATING_FILTERS.find((one) => one === value) ?? null
}
