import { sql, type ExpressionBuilder } from 'kysely'
import { cartTotals } from '@jagir/shared/rules/vat'
import type { Db } from '../../db/database.js'
import type { AccountRow } from '../../db/rows.js'
import type { Database, Order } from '../../db/schema.js'
import { fieldErrors, fillMessage } from '../../lib/errors.js'
import { MESSAGES } from '../../lib/messages.js'
import type { Locale } from '../../lib/locale.js'
import { PRICING } from '../../seed/pricing.js'
import { presentSeekerCards } from '../seekers/present.js'

/** The employer as the visibility rule reads it: the account and its organisations. */
export type EmployerAccount = Pick<AccountRow, 'id' | 'employer'>

/** A cart line (or an order's copy of one). */
export interface CartLine {
  id: number
  package: number | null
  job_price_setting: number | null
  quantity: number
  price: number
}

/**
 * The job seekers an employer may see, as a condition on `jobseekers`: public profiles, and
 * hidden ones that applied to one of the employer's jobs (posted by them or under one of their
 * organisations). The same rule as `seekers/visibility.ts`, for many seekers in one query.
 */
export function visibleTo(employer: EmployerAccount) {
  const organizations = employer.employer?.organizations ?? []
  return (eb: ExpressionBuilder<Database, 'jobseekers'>) =>
    eb.or([
      eb('jobseekers.is_public', '=', true),
      eb.exists(
        eb
          .selectFrom('applications')
          .innerJoin('jobs', 'jobs.id', 'applications.job_id')
          .select(sql<number>`1`.as('one'))
          .whereRef('applications.user_id', '=', 'jobseekers.user_id')
          .where((inner) =>
            organizations.length
              ? inner.or([
                  inner('jobs.owner', '=', employer.id),
                  inner('jobs.organization', 'in', organizations),
                ])
              : inner('jobs.owner', '=', employer.id),
          ),
      ),
    ])
}

/**
 * The job seekers, by account id or by username, that the employer may see, with what their
 * cards show. A seeker the employer may not see is left out, as if unknown.
 */
async function visibleSeekers(
  db: Db,
  employer: EmployerAccount,
  which: { ids: number[] } | { usernames: string[] },
) {
  const ids = 'ids' in which ? which.ids : which.usernames
  if (ids.length === 0) return []
  return db
    .selectFrom('jobseekers')
    .innerJoin('users', 'users.id', 'jobseekers.user_id')
    .selectAll('jobseekers')
    .select(['users.full_name_en', 'users.full_name_ne', 'users.profile_picture'])
    .where((eb) =>
      'ids' in which
        ? eb('jobseekers.user_id', 'in', which.ids)
        : eb('jobseekers.username', 'in', which.usernames),
    )
    .where(visibleTo(employer))
    .execute()
}

/** Of these account ids, the job seekers the employer may see. */
export async function visibleSeekerIds(
  db: Db,
  employer: EmployerAccount,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('jobseekers')
    .select('jobseekers.user_id')
    .where('jobseekers.user_id', 'in', [...new Set(ids)])
    .where(visibleTo(employer))
    .execute()
  return new Set(rows.map((row) => row.user_id))
}

/** The employer's open hiring package (the server-side shortlist), or undefined (none yet). */
export async function findOpenPackage(db: Db, employer: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('hiring_packages')
    .select('id')
    .where('employer', '=', employer)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return row?.id
}

/**
 * The employer's open hiring package, made when missing. Two requests at once make one: the
 * database keeps one open package per employer, and the one that loses the race reads the
 * winner's.
 */
export async function openPackage(db: Db, employer: number): Promise<number> {
  const found = await findOpenPackage(db, employer)
  if (found !== undefined) return found
  await db
    .insertInto('hiring_packages')
    .values({ employer, status: 'open' })
    .onConflict((oc) => oc.column('employer').where('status', '=', 'open').doNothing())
    .execute()
  return (await findOpenPackage(db, employer))!
}

/** The seeker account ids of the open package's entries the employer may still see. */
export async function shortlistedSeekers(db: Db, employer: EmployerAccount): Promise<number[]> {
  const entries = await db
    .selectFrom('package_entries')
    .innerJoin('hiring_packages', 'hiring_packages.id', 'package_entries.package_id')
    .select('package_entries.seeker')
    .where('hiring_packages.employer', '=', employer.id)
    .where('hiring_packages.status', '=', 'open')
    .orderBy('package_entries.id')
    .execute()
  const visible = await visibleSeekerIds(
    db,
    employer,
    entries.map((e) => e.seeker),
  )
  return entries.flatMap((e) => (visible.has(e.seeker) ? [e.seeker] : []))
}

export type PresentedEntry = {
  id: number
  added_at: string
  jobseeker: Awaited<ReturnType<typeof presentSeekerCards>>[number]
}

/**
 * The entries of some packages as `{id, added_at, jobseeker}`, by package, in the order they
 * were added: those the employer may see (a seeker who hid the profile since being added is left
 * out, as if gone).
 */
export async function presentEntries(
  db: Db,
  packageIds: number[],
  locale: Locale,
  employer: EmployerAccount,
): Promise<Map<number, PresentedEntry[]>> {
  const byPackage = new Map<number, PresentedEntry[]>(packageIds.map((id) => [id, []]))
  if (packageIds.length === 0) return byPackage
  const entries = await db
    .selectFrom('package_entries')
    .selectAll()
    .where('package_id', 'in', packageIds)
    .orderBy('id')
    .execute()
  const rows = await visibleSeekers(db, employer, {
    ids: [...new Set(entries.map((e) => e.seeker))],
  })
  const cards = await presentSeekerCards(
    db,
    rows.map(({ full_name_en, full_name_ne, profile_picture, ...jobseeker }) => ({
      user: { full_name_en, full_name_ne, profile_picture },
      jobseeker,
    })),
    locale,
  )
  const cardOf = new Map(rows.map((row, index) => [row.user_id, cards[index]!]))
  for (const entry of entries) {
    const jobseeker = cardOf.get(entry.seeker)
    if (jobseeker) {
      byPackage.get(entry.package_id)!.push({ id: entry.id, added_at: entry.added_at, jobseeker })
    }
  }
  return byPackage
}

/** One package's entries (see `presentEntries`). */
export async function presentPackage(
  db: Db,
  packageId: number | undefined,
  locale: Locale,
  employer: EmployerAccount,
): Promise<PresentedEntry[]> {
  if (packageId === undefined) return []
  return (await presentEntries(db, [packageId], locale, employer)).get(packageId)!
}

/**
 * The account ids of the job seekers with these usernames, in the names' order; unknown ones,
 * and hidden ones the employer may not see (the same answer), are a 400 on `field`.
 */
export async function seekersOf(
  db: Db,
  employer: EmployerAccount,
  field: string,
  names: string[],
): Promise<number[]> {
  const rows = await visibleSeekers(db, employer, { usernames: [...new Set(names)] })
  const rowId = new Map(rows.map((row) => [row.username, row.user_id]))
  const unknown = names.filter((name) => !rowId.has(name))
  if (unknown.length) {
    throw fieldErrors({
      [field]: (locale: Locale) =>
        unknown.map((name) => fillMessage('unknownSeeker', locale, { name })),
    })
  }
  return names.map((name) => rowId.get(name)!)
}

/**
 * Refuses (400) hiring packages holding a seeker the employer may no longer see (one who hid
 * the profile after being shortlisted): such a package is neither put in the cart nor paid. The
 * employer removes it and makes a new one from the shortlist, which no longer lists them.
 */
export async function assertPackagesVisible(
  db: Db,
  employer: EmployerAccount,
  packageIds: number[],
): Promise<void> {
  if (packageIds.length === 0) return
  const entries = await db
    .selectFrom('package_entries')
    .select('seeker')
    .where('package_id', 'in', packageIds)
    .execute()
  const seekers = [...new Set(entries.map((e) => e.seeker))]
  const visible = await visibleSeekerIds(db, employer, seekers)
  if (visible.size !== seekers.length) {
    throw fieldErrors({ non_field_errors: 'seekerUnavailable' })
  }
}

/** The packages some lines name. */
export const packagesOf = (lines: readonly CartLine[]): number[] => [
  ...new Set(lines.flatMap((l) => (l.package === null ? [] : [l.package]))),
]

/** A cart line: a hiring package lists its job seekers (names only: contacts come once paid). */
function presentLine(line: CartLine, locale: Locale, entries: Map<number, PresentedEntry[]>) {
  const pricing = PRICING.find((p) => p.id === line.job_price_setting)
  const pkg = line.package === null ? undefined : entries.get(line.package)
  return {
    id: line.id,
    kind: pricing ? 'job_posts' : 'hiring_package',
    package: line.package,
    job_price_setting: pricing
      ? {
          id: pricing.id,
          name: pricing.name[locale],
          job_posts: pricing.job_posts,
          price: pricing.price,
        }
      : null,
    jobseekers: (pkg ?? []).map(({ jobseeker }) => ({
      username: jobseeker.username,
      full_name: jobseeker.full_name,
      headline: jobseeker.headline,
    })),
    quantity: line.quantity,
    price: line.price,
  }
}

/** Cart lines as the cart and orders show them, their packages' seekers read in one go. */
export async function presentLines(
  db: Db,
  lines: readonly CartLine[],
  locale: Locale,
  employer: EmployerAccount,
) {
  const entries = await presentEntries(db, packagesOf(lines), locale, employer)
  return lines.map((line) => presentLine(line, locale, entries))
}

/** Each reason a payment did not go through, in words. */
const FAILURE_MESSAGES = {
  declined: 'paymentDeclined',
  canceled: 'paymentCanceled',
  expired: 'paymentExpired',
} as const

/** An order: its lines, their sum, VAT apart and the total charged. */
export async function presentOrder(
  db: Db,
  order: Order,
  items: readonly CartLine[],
  locale: Locale,
  employer: EmployerAccount,
) {
  const totals = cartTotals(items)
  return {
    id: order.id,
    status: order.status,
    subtotal: order.subtotal ?? totals.subtotal,
    vat: order.vat ?? 0,
    total: order.total,
    currency: 'NRs',
    created_at: order.created_at,
    reference: order.reference ?? null,
    failure_reason: order.failure ? MESSAGES[FAILURE_MESSAGES[order.failure]][locale] : null,
    method: order.method ?? null,
    items: await presentLines(db, items, locale, employer),
  }
}
