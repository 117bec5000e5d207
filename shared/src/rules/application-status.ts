/**
 * The status an employer gives an application (issue 13): new until looked at, then
 * shortlisted, invited to an interview, rejected or hired. The product's rules name no list; this is the
 * one the employer's applicants page and the demo API share.
 */
export const APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'interview',
  'rejected',
  'hired',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Earlier names of a status (the demo API called a new application `applied`). */
const LEGACY_NAMES: Readonly<Record<string, ApplicationStatus>> = { applied: 'new' }

/** A status as sent or stored, read as one of today's (`applied` is `new`); null when unknown. */
export function readApplicationStatus(value: unknown): ApplicationStatus | null {
  if (typeof value !== 'string') return null
  const known = APPLICATION_STATUSES.find((status) => status === value)
  return known ?? LEGACY_NAMES[value] ?? null
}

/** How many applications have each status (every status present, 0 when none). */
export function countByStatus(statuses: readonly unknown[]): Record<ApplicationStatus, number> {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >
  for (const value of statuses) {
    const status = readApplicationStatus(value)
    if (status) counts[status] += 1
  }
  return counts
}
