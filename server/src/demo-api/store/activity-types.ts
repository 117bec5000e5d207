/** What users do on the demo: apply, like, view, shortlist, buy, sign up, send forms. */

import type { ApplicationStatus } from '@jagir/shared/rules/application-status'

export interface ScreeningAnswer {
  question: number
  answer: string
}

export interface ApplicationRecord {
  id: number
  job: number
  user: number
  answers: ScreeningAnswer[]
  cover_letter: string
  /** new, shortlisted, interview, rejected or hired (`applied` before seed version 7). */
  status: ApplicationStatus
  created_at: string
  /** When the employer last changed the status (the seeker's stats date shortlists by it). */
  updated_at?: string
}

export interface LikeRecord {
  job: number
  user: number
  created_at: string
}

export interface ProfileView {
  seeker: number
  viewer: number
  organization: number | null
  created_at: string
}

/** An employer's shortlist kept server-side; 'open' is the current one, others were bought. */
export interface HiringPackage {
  id: number
  employer: number
  status: 'open' | 'ordered' | 'paid'
  entries: { id: number; seeker: number; added_at: string }[]
  created_at: string
}

/** A cart line: a hiring package, or job posts of a pricing package. */
export interface WishlistItem {
  id: number
  user: number
  package: number | null
  job_price_setting: number | null
  quantity: number
  price: number
  created_at: string
}

export interface Order {
  id: number
  user: number
  items: WishlistItem[]
  /** Before VAT; older data files have only `total` (then VAT was not apart). */
  subtotal?: number
  vat?: number
  total: number
  status: 'pending' | 'paid' | 'failed'
  created_at: string
  /** The cart version it paid for (the checkout's Idempotency-Key). */
  idempotency_key?: string | null
  /** The gateway's reference of the payment. */
  reference?: string | null
  /** Why the gateway refused it (a message key of the demo API). */
  failure?: 'declined' | null
}

/**
 * A sign-up or reset in progress: the code sent (only its keyed hash), then once it is verified a
 * ticket (hashed) to set the password.
 */
export interface SignupRecord {
  phone_number: string
  role: 'jobseeker' | 'employer'
  purpose: 'signup' | 'reset'
  /** Keyed hash of the code sent; null when none was (a taken number) or once it was used. */
  code_hash: string | null
  /** Wrong codes tried: at OTP_WRONG_TRIES the code no longer works. */
  wrong_tries: number
  verified: boolean
  ticket_hash: string | null
  expires_at: string
}

/** Forms sent to the site: insta-hire requests, survey answers, training enrolments, contact. */
export interface Submission {
  id: number
  kind: 'insta_hire' | 'covid_survey' | 'training_enrollment' | 'contact'
  user: number | null
  data: Record<string, unknown>
  created_at: string
}
