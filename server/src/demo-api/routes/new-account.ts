import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import { textColumns } from '../db/rows.js'
import type { Database } from '../db/schema.js'
import { searchNamesIn, seekerSearchDoc } from '../db/search-docs.js'
import { fieldErrors } from '../lib/errors.js'
import type { MessageKey } from '../lib/messages.js'
import { hashPassword } from '../lib/passwords.js'
import { newUsername } from './seekers/visibility.js'

// The account a verified sign-up makes: a user and the profile of its role, in one transaction.

/** Whether an account has this email (compared without case, as the unique index does). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('email', '<>', '')
    .executeTakeFirst()
  return !!row
}

export interface NewAccount {
  email: string
  phoneNumber: string
  password: string
  fullName: string
  role: Database['signups']['role']
  joined: Date
}

/** The unique indexes of `users`, and the field each one answers for. */
const TAKEN: Record<string, { field: string; key: MessageKey }> = {
  users_phone_key: { field: 'phone_number', key: 'phoneTaken' },
  users_email_key: { field: 'email', key: 'emailTaken' },
}

/**
 * The account and its role's profile, in one transaction. The checks before it read what was
 * there; an account made at the same moment with the same number or email is caught by the
 * unique indexes and answered as a taken one, never as a server error.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({
          email: account.email,
          phone_number: account.phoneNumber,
          password: hashPassword(account.password),
          // A name is typed once: the same in both languages.
          ...textColumns('full_name', { en: account.fullName, ne: account.fullName }),
          profile_picture: null,
          date_joined: account.joined,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (account.role === 'employer') {
        await tx.insertInto('employers').values({ user_id: user.id }).execute()
      } else {
        await tx
          .insertInto('jobseekers')
          .values(await newSeekerProfile(tx, user.id, account))
          .execute()
      }
    })
  } catch (error) {
    const taken = TAKEN[uniqueViolation(error) ?? '']
    if (taken) throw fieldErrors({ [taken.field]: taken.key })
    throw error
  }
}

/** The unique index a statement broke, or undefined for any other failure. */
function uniqueViolation(error: unknown): string | undefined {
  const failure = error as { code?: unknown; constraint?: unknown } | null
  return failure?.code === '23505' && typeof failure.constraint === 'string'
    ? failure.constraint
    : undefined
}

/** A new job seeker's profile: hidden, with every onboarding step still to do. */
async function newSeekerProfile(tx: Db, userId: number, account: NewAccount) {
  const name = { en: account.fullName, ne: account.fullName }
  return {
    user_id: userId,
    // Never the id: a username with a random part cannot be guessed by counting.
    username: await newUsername(account.fullName, async (username) => {
      const row = await tx
        .selectFrom('jobseekers')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst()
      return !!row
    }),
    is_public: false,
    search_doc: seekerSearchDoc(
      {
        full_name_en: name.en,
        full_name_ne: name.ne,
        headline_en: '',
        headline_ne: '',
        skills: [],
        district: null,
        city: null,
      },
      await searchNamesIn(tx, {}),
    ),
  }
}
