import { MESSAGES_EN } from './messages.js'

/** What the client does with a failed call (docs/product.md#what-a-failed-call-does). */
export type StatusDecision =
  | { action: 'caller'; status: 400 | 412 | 428 }
  | { action: 'logout'; status: 401; message: string }
  | { action: 'notify'; status: 429; message: string }
  | { action: 'error_page'; status: number; message: string }

/** Statuses left to the caller (form errors, initial-form-first, precondition required). */
export const CALLER_STATUSES = [400, 412, 428] as const

const isCallerStatus = (status: number): status is 400 | 412 | 428 =>
  (CALLER_STATUSES as readonly number[]).includes(status)

/** The response's `detail`, or 'Something went wrong.'. */
export function errorMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail
    if (typeof detail === 'string' && detail.trim() !== '') return detail
  }
  return MESSAGES_EN.something_went_wrong
}

/** The client's decision for a failed call; no (or an invalid) status counts as 500. */
export function statusDecision(status: number | null | undefined, body?: unknown): StatusDecision {
  const code =
    typeof status === 'number' && Number.isInteger(status) && status >= 100 ? status : 500
  if (isCallerStatus(code)) return { action: 'caller', status: code }
  const message = errorMessage(body)
  if (code === 401) return { action: 'logout', status: 401, message }
  if (code === 429) return { action: 'notify', status: 429, message }
  return { action: 'error_page', status: code, message }
}

/** An unknown route guard is a 500 with 'Unknown middleware'. */
export const unknownGuardError = () =>
  ({ status: 500, message: MESSAGES_EN.unknown_middleware }) as const

/** The error page's headings (docs/product.md#the-error-page). */
const ERROR_HEADINGS: Readonly<Record<number, { key: string; en: string }>> = {
  400: { key: 'error.400', en: 'Bad request' },
  403: { key: 'error.403', en: 'Access Denied' },
  404: { key: 'error.404', en: 'Page Not Found' },
  410: { key: 'error.410', en: 'Page Removed' },
  500: { key: 'error.500', en: 'Something Went Wrong' },
}

/** Title and heading of the error page for a status code. */
export function errorPageContent(code: number) {
  const heading = ERROR_HEADINGS[code] ?? {
    key: 'error.other',
    en: `Some Error Occured With Status Code ${code}`,
  }
  return {
    title: `${code} Error`,
    heading,
    detail: code === 404 ? 'This page could not be found' : null,
  }
}

/**
 * The status an `/errors/{statusCode}` page answers with and shows: the code itself when it is
 * an error status (400 to 599), else 404 (a page for "200" or "abc" does not exist).
 */
export function errorPageStatus(statusCode: string | undefined): number {
  if (!statusCode || !/^\d{3}$/.test(statusCode)) return 404
  const code = Number(statusCode)
  return code >= 400 && code <= 599 ? code : 404
}
