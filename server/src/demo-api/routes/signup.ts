import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { OTP_RESEND_SECONDS, OTP_SENDS_PER_HOUR } from '@jagir/shared/rules/signup-flow'
import {
  resetPasswordPayloadSchema,
  signupPasswordPayloadSchema,
} from '@jagir/shared/schemas/password'
import {
  accountNumberSchema,
  sendCodePayloadSchema,
  verifyCodePayloadSchema,
} from '@jagir/shared/schemas/signup'
import { fieldErrors, fillMessage, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { MESSAGES } from '../lib/messages.js'
import { hashPassword } from '../lib/passwords.js'
import type { DemoStore } from '../store/store.js'
import type { SignupRecord } from '../store/activity-types.js'
import type { UserRecord } from '../store/types.js'

/** The demo sends no SMS: every verification code is this one (docs/api.md says so). */
export const DEMO_OTP = '123456'
const OTP_TTL_MS = 10 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/**
 * How long this number must wait for another code, in seconds (0: send now): one code every
 * OTP_RESEND_SECONDS, at most OTP_SENDS_PER_HOUR an hour. Kept in memory (an SMS budget, not data).
 */
export function otpWait(
  sent: readonly number[],
  now: number,
): { seconds: number; hourly: boolean } {
  const recent = sent.filter((at) => at > now - HOUR_MS)
  const last = recent.at(-1)
  if (last !== undefined && now - last < OTP_RESEND_SECONDS * 1000) {
    return { seconds: Math.ceil((last + OTP_RESEND_SECONDS * 1000 - now) / 1000), hourly: false }
  }
  if (recent.length >= OTP_SENDS_PER_HOUR) {
    return { seconds: Math.ceil((recent[0]! + HOUR_MS - now) / 1000), hourly: true }
  }
  return { seconds: 0, hourly: false }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Sign-up and password reset by phone OTP (password change: `password.ts`). */
export function signupRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const ok = (request: FastifyRequest, key: keyof typeof MESSAGES) => ({
      detail: MESSAGES[key][localeOf(request)],
    })
    const byPhone = (number: string) => store.state.users.find((u) => u.phone_number === number)
    const sends = new Map<string, number[]>()
    /** Records a code sent to this number, or answers 429 (with Retry-After) when it is too soon. */
    const throttle = (request: FastifyRequest, reply: FastifyReply, key: string): boolean => {
      const now = Date.now()
      const sent = (sends.get(key) ?? []).filter((at) => at > now - HOUR_MS)
      const wait = otpWait(sent, now)
      if (wait.seconds > 0) {
        const locale = localeOf(request)
        const detail = wait.hourly
          ? fillMessage('otpHourly', locale, { minutes: Math.ceil(wait.seconds / 60) })
          : fillMessage('otpWait', locale, { seconds: wait.seconds })
        void reply.code(429).header('retry-after', String(wait.seconds)).send({ detail })
        return false
      }
      sends.set(key, [...sent, now])
      return true
    }

    const start = async (
      number: string,
      role: SignupRecord['role'],
      purpose: 'signup' | 'reset',
    ) => {
      store.state.signups = store.state.signups.filter(
        (s) => s.phone_number !== number || s.purpose !== purpose,
      )
      store.state.signups.push({
        phone_number: number,
        role,
        purpose,
        verified: false,
        ticket_hash: null,
        expires_at: new Date(Date.now() + OTP_TTL_MS).toISOString(),
      })
      await store.save()
    }
    const verify = async (request: FastifyRequest, purpose: 'signup' | 'reset') => {
      const body = parseBody(verifyCodePayloadSchema, request)
      const record = store.state.signups.find(
        (s) => s.phone_number === body.phone_number && s.purpose === purpose,
      )
      if (!record || Date.parse(record.expires_at) < Date.now() || body.otp !== DEMO_OTP)
        throw fieldErrors({ otp: 'otpInvalid' })
      const token = randomBytes(24).toString('base64url')
      record.verified = true
      record.ticket_hash = sha256(token)
      await store.save()
      return { verification_token: token }
    }
    /** The verified record for a ticket, removed (single use). */
    const redeem = (number: string, token: string, purpose: 'signup' | 'reset') => {
      const record = store.state.signups.find(
        (s) =>
          s.phone_number === number &&
          s.purpose === purpose &&
          s.verified &&
          s.ticket_hash === sha256(token) &&
          Date.parse(s.expires_at) >= Date.now(),
      )
      if (!record) throw fieldErrors({ verification_token: 'ticketInvalid' })
      store.state.signups = store.state.signups.filter((s) => s !== record)
      return record
    }

    app.post('/api/v1/auth/signup/send-otp/', async (request, reply) => {
      const body = parseBody(sendCodePayloadSchema, request)
      if (byPhone(body.phone_number)) throw fieldErrors({ phone_number: 'phoneTaken' })
      if (!throttle(request, reply, `signup:${body.phone_number}`)) return reply
      await start(body.phone_number, body.role, 'signup')
      return ok(request, 'otpSent')
    })
    app.post('/api/v1/auth/signup/verify-otp/', async (request) => verify(request, 'signup'))
    app.post('/api/v1/auth/signup/set-password/', async (request, reply) => {
      const body = parseBody(signupPasswordPayloadSchema, request)
      if (
        body.email &&
        store.state.users.some((u) => u.email.toLowerCase() === body.email!.toLowerCase())
      ) {
        throw fieldErrors({ email: 'emailTaken' })
      }
      const record = redeem(body.phone_number, body.verification_token, 'signup')
      if (byPhone(body.phone_number)) throw fieldErrors({ phone_number: 'phoneTaken' })
      const user: UserRecord = {
        id: store.nextId('users'),
        email: body.email ?? '',
        phone_number: body.phone_number,
        password: hashPassword(body.password),
        full_name: { en: body.full_name, ne: body.full_name },
        profile_picture: null,
        date_joined: new Date().toISOString(),
        employer:
          record.role === 'employer'
            ? {
                id: store.nextId('employer_profiles'),
                has_filled_initial_form: false,
                free_posts: 0,
                purchased_posts: 0,
                organizations: [],
              }
            : null,
        jobseeker: record.role === 'jobseeker' ? newSeekerProfile(store, body.full_name) : null,
        referrer: null,
      }
      store.state.users.push(user)
      await store.save()
      // No token here: the browser signs in through the BFF with the phone number and password.
      return reply.code(201).send({ ...ok(request, 'accountCreated'), username: user.phone_number })
    })

    app.post('/api/v1/auth/password-reset/send-otp/', async (request, reply) => {
      const body = parseBody(accountNumberSchema, request)
      // Counted whether or not the number has an account, so the limit tells nobody either.
      if (!throttle(request, reply, `reset:${body.phone_number}`)) return reply
      // The same answer whether or not the number has an account, so it tells nobody.
      if (byPhone(body.phone_number)) await start(body.phone_number, 'jobseeker', 'reset')
      return ok(request, 'otpSent')
    })
    app.post('/api/v1/auth/password-reset/verify-otp/', async (request) => verify(request, 'reset'))
    app.post('/api/v1/auth/password-reset/set-password/', async (request) => {
      const body = parseBody(resetPasswordPayloadSchema, request)
      redeem(body.phone_number, body.verification_token, 'reset')
      const user = byPhone(body.phone_number)
      if (!user) throw fieldErrors({ verification_token: 'ticketInvalid' })
      user.password = hashPassword(body.password)
      store.state.tokens = store.state.tokens.filter((t) => t.user !== user.id)
      await store.save()
      return ok(request, 'passwordChanged')
    })
  }
}

/** A new job seeker's profile: every onboarding step still to do. */
function newSeekerProfile(
  store: DemoStore,
  fullName: string,
): NonNullable<UserRecord['jobseeker']> {
  const id = store.nextId('jobseeker_profiles')
  const base =
    fullName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'jobseeker'
  return {
    id,
    username: `${base}-${id}`,
    preferred_locations: [],
    preferred_jobs: [],
    has_filled_description_form: false,
    working_status: null,
    headline: { en: '', ne: '' },
    about: { en: '', ne: '' },
    gender: null,
    marital_status: null,
    date_of_birth: null,
    district: null,
    job_level: null,
    experience_months: 0,
    expected_salary: null,
    education_degree: null,
    skills: [],
    is_public: false,
  }
}
