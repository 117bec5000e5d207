import type { Lang } from '@jagir/shared/routes/table'

/**
 * An SWR key for an API path in a language. The BFF picks the API's language from the `locale`
 * cookie (kept in step with the address by the router's language loader), so the same path
 * answers differently per language: the language is part of the key.
 */
export type LangKey = readonly [path: string, lang: Lang]

/** The router's language loader already calls it; kept here for callers that import it from here. */
export { syncLocaleCookie } from '../../lib/lang'
