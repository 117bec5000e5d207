/** Business constants and limits and defaults (docs/product.md#constants). */

export const DEFAULT_LANGUAGE = 'ne' as const
/** Intl locale per site language. */
export const LOCALES = { en: 'en-US', ne: 'ne-NP' } as const
export const LOCALE_COOKIE_DAYS = 365
export const ENGLISH_ROUTE_PREFIX = '/en' as const

export const VACANCIES_MIN = 1
export const VACANCIES_DEFAULT = 1
export const SALARY_MIN = 0
export const DEFAULT_CURRENCY = 'NRs'
export const DEFAULT_SALARY_OPERATOR = 'Equals'
export const DEFAULT_SALARY_UNIT = 'Monthly' as const

/** Tags, skills, work standards, personal qualities, required knowledge, benefits, documents. */
export const MAX_LIST_ITEMS = 10

export const AGE_MIN = 16
export const AGE_MAX = 100
export const DEFAULT_AGE_UNIT = 'more' as const

export const MONTHS_PER_YEAR = 12
export const EXPERIENCE_YEARS_MIN = 0
/** The product sets no upper bound; 50 years keeps numbers finite and sane for a job post. */
export const EXPERIENCE_YEARS_MAX = 50

export const DEFAULT_JOB_LEVEL = 'entry_level' as const
export const DEFAULT_JOB_TYPE = 'full_time' as const
export const DEFAULT_SHIFT = 'Regular' as const
export const DEFAULT_GENDER = 'Female' as const

export const DOCUMENT_CATEGORY_LOOKUP_LIMIT = 20
export const DROPDOWN_ITEMS = 10
export const TRUNCATE_AT = 25
export const TRUNCATE_SUFFIX = '..'
export const SEARCH_MIN_CHARS = 3
/** The product sets no rule: a search box's text (a title, a skill, a company) never needs more. */
export const SEARCH_TEXT_MAX = 100
/** How much of a search text a heading repeats before it is cut with '…'. */
export const SEARCH_TEXT_SHOWN = 60
/**
 * Not used yet: no built screen searches from rich text. The screen that does (docs/product.md#not-built
 * names only the figure) throttles its lookups with it.
 */
export const RICH_TEXT_SEARCH_THROTTLE_MS = 1500

export const SNACKBAR_HIDE_MS = 5000
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 5000
export const NAV_SHADOW_SCROLL_PX = 50

export const DEFAULT_COUNTRY_CODE = '+977'
export const DEFAULT_COUNTRY_NAME = 'Nepal'

/**
 * Where the original app kept the auth token in browser storage (docs/product.md#not-built). Unused by design:
 * here the browser never holds the token (docs/bff.md#session: the BFF keeps it in a sealed httpOnly
 * cookie). Kept so the product's constants stay listed in one place.
 */
export const AUTH_TOKEN_PREFIX = 'auth.'
