// The saved searches' constants, without zod: the job search page's "Save this search" button
// reads the filters' names on its first load, and the schemas (zod) load with the dialog.

/** How often a saved search's new jobs are sent: at once, or in one digest a day. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** Where they are sent: the account's email address, its mobile number, or both. */
export const ALERT_CHANNELS = ['email', 'sms'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

/** The longest name a saved search may have. */
export const SAVED_SEARCH_NAME_MAX = 80
/** How many searches one job seeker may keep. */
export const SAVED_SEARCHES_MAX = 20

/**
 * The job search's filters as the search page keeps them in its address (`/jobs?search=…&
 * district=…&level=…`): a saved search is that address's query, so opening it shows the search.
 */
export const SAVED_SEARCH_FILTERS = [
  'search',
  'province',
  'district',
  'category',
  'level',
  'type',
  'salary',
  'experience',
  'organization',
] as const
export type SavedSearchFilter = (typeof SAVED_SEARCH_FILTERS)[number]
