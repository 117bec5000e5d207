import { cartTotals } from '@jagir/shared/rules/vat'
import { fieldErrors, fillMessage } from '../../lib/errors.js'
import { MESSAGES } from '../../lib/messages.js'
import type { Locale } from '../../lib/locale.js'
import { PRICING } from '../../seed/pricing.js'
import type { DemoStore } from '../../store/store.js'
import type { HiringPackage, Order, WishlistItem } from '../../store/activity-types.js'
import { isSeeker, presentSeekerCard } from '../seekers/present.js'
import { employerMaySee, maySeeId, seekerForEmployer } from '../seekers/visibility.js'
import type { UserRecord } from '../../store/types.js'

/** The employer's open hiring package (the server-side shortlist), made when missing. */
export function openPackage(store: DemoStore, employer: number): HiringPackage {
  let pkg = store.state.hiring_packages.find((p) => p.employer === employer && p.status === 'open')
  if (!pkg) {
    pkg = {
      id: store.nextId('hiring_packages'),
      employer,
      status: 'open',
      entries: [],
      created_at: new Date().toISOString(),
    }
    store.state.hiring_packages.push(pkg)
  }
  return pkg
}

/**
 * A package's entries as `{id, added_at, jobseeker}`: those the employer may see (a seeker who
 * hid the profile since being added is left out, as if gone).
 */
export function presentEntries(
  store: DemoStore,
  pkg: HiringPackage,
  locale: Locale,
  employer: UserRecord,
) {
  return pkg.entries.flatMap((entry) => {
    const seeker = store.state.users.find((u) => u.id === entry.seeker)
    return isSeeker(seeker) && employerMaySee(store, employer, seeker)
      ? [
          {
            id: entry.id,
            added_at: entry.added_at,
            jobseeker: presentSeekerCard(store, seeker, locale),
          },
        ]
      : []
  })
}

/**
 * The job seekers with these usernames; unknown ones, and hidden ones the employer may not see
 * (the same answer), are a 400 on `field`.
 */
export function seekersOf(store: DemoStore, employer: UserRecord, field: string, names: string[]) {
  const found = names.map((name) => seekerForEmployer(store, employer, name))
  const unknown = names.filter((_, i) => !found[i])
  if (unknown.length) {
    throw fieldErrors({
      [field]: (locale: Locale) =>
        unknown.map((name) => fillMessage('unknownSeeker', locale, { name })),
    })
  }
  return found.map((s) => s!)
}

/**
 * Refuses (400) a hiring package holding a seeker the employer may no longer see (one who hid
 * the profile after being shortlisted): such a package is neither put in the cart nor paid. The
 * employer removes it and makes a new one from the shortlist, which no longer lists them.
 */
export function assertPackageVisible(store: DemoStore, employer: UserRecord, pkg: HiringPackage) {
  if (!pkg.entries.every((e) => maySeeId(store, employer, e.seeker))) {
    throw fieldErrors({ non_field_errors: 'seekerUnavailable' })
  }
}

/** A cart line: a hiring package lists its job seekers (names only: contacts come once paid). */
export function presentLine(
  store: DemoStore,
  line: WishlistItem,
  locale: Locale,
  employer: UserRecord,
) {
  const pricing = PRICING.find((p) => p.id === line.job_price_setting)
  const pkg = line.package
    ? store.state.hiring_packages.find((p) => p.id === line.package)
    : undefined
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
    jobseekers: pkg
      ? presentEntries(store, pkg, locale, employer).map(({ jobseeker }) => ({
          username: jobseeker.username,
          full_name: jobseeker.full_name,
          headline: jobseeker.headline,
        }))
      : [],
    quantity: line.quantity,
    price: line.price,
  }
}

/** An order: its lines, their sum, VAT apart and the total charged. */
export function presentOrder(store: DemoStore, order: Order, locale: Locale, employer: UserRecord) {
  const totals = cartTotals(order.items)
  return {
    id: order.id,
    status: order.status,
    subtotal: order.subtotal ?? totals.subtotal,
    vat: order.vat ?? 0,
    total: order.total,
    currency: 'NRs',
    created_at: order.created_at,
    reference: order.reference ?? null,
    failure_reason: order.failure ? MESSAGES.paymentDeclined[locale] : null,
    items: order.items.map((l) => presentLine(store, l, locale, employer)),
  }
}
