import type { Db } from '../db/database.js'
import { textIn } from '../db/rows.js'
import type { AccountRow } from '../db/rows.js'
import type { Locale } from '../lib/locale.js'

/** The current user as `/api/v1/users/me/` answers it (docs/product.md#the-current-user). */
export async function presentMe(db: Db, user: AccountRow, locale: Locale) {
  const js = user.jobseeker
  const employer = user.employer
  const ids = employer?.organizations ?? []
  const rows = ids.length
    ? await db
        .selectFrom('organizations')
        .select(['id', 'name_en', 'name_ne', 'logo'])
        .where('id', 'in', ids)
        .execute()
    : []
  // In the employer's order: the first one names the employer.
  const organizations = ids.flatMap((id) => rows.filter((org) => org.id === id))
  return {
    id: user.id,
    email: user.email,
    username: user.email,
    full_name: textIn(user, 'full_name', locale),
    phone_number: user.phone_number,
    profile_picture: user.profile_picture,
    employer_profile: employer ? { id: employer.id } : null,
    jobseeker_profile: js ? { id: js.id, username: js.username } : null,
    referrer_profile: user.referrer
      ? { id: user.referrer.id, referral_code: user.referrer.referral_code }
      : null,
    related_organizations: organizations.map((org) => ({
      id: org.id,
      name: textIn(org, 'name', locale),
      logo: org.logo,
    })),
    has_filled_initial_form: employer?.has_filled_initial_form ?? false,
    has_free_post_balance: (employer?.free_posts ?? 0) > 0,
    is_purchase_available: (employer?.purchased_posts ?? 0) > 0,
    has_preferred_locations: (js?.preferred_locations.length ?? 0) > 0,
    has_preferred_jobs: (js?.preferred_jobs.length ?? 0) > 0,
    has_filled_description_form: js?.has_filled_description_form ?? false,
    has_working_status: !!js?.working_status,
  }
}
