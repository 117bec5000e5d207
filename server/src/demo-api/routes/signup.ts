import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { OTP_CODE_MINUTES, OTP_WRONG_TRIES } from '@jagir/shared/rules/signup-flow'
import {
  resetPasswordPayloadSchema,
  signupPasswordPayloadSchema,
} from '@jagir/shared/schemas/password'
import {
  accountNumberSchema,
  sendCodePayloadSchema,
  verifyCodePayloadSchema,
} from '@jagir/shared/schemas/signup'
import { detailError, fieldErrors, fillMessage, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { MESSAGES, type MessageKey } from '../lib/messages.js'
import { CodeHasher, HOUR_MS, newCode, otpWait, type CodePurpose } from '../lib/otp.js'
import { hashPassword } from '../lib/passwords.js'
import { SmsFailure, type SmsSender } from '../lib/sms.js'
import type { DemoStore } from '../store/store.js'
import type { SignupRecord } from '../store/activity-types.js'
import type { UserRecord } from '../store/types.js'
import { seekerByUsername } from './seekers/present.js'
import { newUsername } from './seekers/visibility.js'

const OTP_TTL_MS = OTP_CODE_MINUTES * 60 * 1000

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export interface SignupRoutesOptions {
  /** How codes leave: the gateway, the development outbox, or nowhere (then 503). */
  sms: SmsSender
  /** Milliseconds since the epoch (tests move it on to expire codes). */
  clock?: () => number
  /** The codes' hash key, the same on every replica (codeKeyFrom); random when not given. */
  codeKey?: Buffer
}

/**
 * Sign-up and password reset by a code sent by SMS (password change: `password.ts`). A registered and an
 * unknown number get the same answers, the same limits and the same try counting; only the SMS
 * (which only the number's owner reads) says which it was.
 */
export function signupRoutes(
  store: DemoStore,
  { sms, clock = Date.now, codeKey }: SignupRoutesOptions,
): FastifyPluginAsync {
  return async (app) => {
    const ok = (request: FastifyRequest, key: keyof typeof MESSAGES) => ({
      detail: MESSAGES[key][localeOf(request)],
    })
    const byPhone = (number: string) => store.state.users.find((u) => u.phone_number === number)
    const codes = new CodeHasher(codeKey)
    const sends = new Map<string, number[]>()
    const waitFor = (key: string) => otpWait(sends.get(key) ?? [], clock())
    /** Records a code sent to this number, or answers 429 (with Retry-After) when it is too soon. */
    const throttle = (request: FastifyRequest, reply: FastifyReply, key: string): boolean => {
      const now = clock()
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

    /**
     * Texts the number (a new code, or `notice` when no code is due) and keeps a fresh record for
     * it either way, so that verifying counts tries alike. Nothing is kept when the SMS failed.
     */
    const start = async (
      request: FastifyRequest,
      number: string,
      role: SignupRecord['role'],
      purpose: CodePurpose,
      notice: MessageKey | null,
    ) => {
      const locale = localeOf(request)
      const code = notice ? null : newCode()
      const text = code
        ? fillMessage(purpose === 'signup' ? 'smsSignupCode' : 'smsResetCode', locale, {
            code,
            minutes: OTP_CODE_MINUTES,
          })
        : fillMessage(notice!, locale)
      try {
        await sms.send({ to: number, text }, request.log)
      } catch (error) {
        if (error instanceof SmsFailure) throw detailError(502, 'smsFailed')
        throw error
      }
      store.state.signups = store.state.signups.filter(
        (s) => s.phone_number !== number || s.purpose !== purpose,
      )
      store.state.signups.push({
        phone_number: number,
        role,
        purpose,
        code_hash: code ? codes.hash(number, purpose, code) : null,
        wrong_tries: 0,
        verified: false,
        ticket_hash: null,
        expires_at: new Date(clock() + OTP_TTL_MS).toISOString(),
      })
      await store.save()
    }
    /** The send-code endpoints: refused without SMS, rationed per number, the same answer always. */
    const sendCode = async (
      request: FastifyRequest,
      reply: FastifyReply,
      send: { number: string; role: SignupRecord['role']; purpose: CodePurpose },
      notice: MessageKey | null,
    ) => {
      if (!sms.configured) throw detailError(503, 'smsNotConfigured')
      const key = `${send.purpose}:${send.number}`
      if (!throttle(request, reply, key)) return reply
      try {
        await start(request, send.number, send.role, send.purpose, notice)
      } catch (error) {
        // Nothing was sent: the number may ask again straight away.
        sends.get(key)?.pop()
        throw error
      }
      return ok(request, 'otpSent')
    }
    /** 429 for a code that took too many wrong tries: only a new code helps. */
    const dead = (request: FastifyRequest, reply: FastifyReply, key: string) => {
      const seconds = Math.max(1, waitFor(key).seconds)
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ detail: MESSAGES.otpDead[localeOf(request)] })
    }
    const verify = async (request: FastifyRequest, reply: FastifyReply, purpose: CodePurpose) => {
      const body = parseBody(verifyCodePayloadSchema, request)
      const number = body.phone_number
      const record = store.state.signups.find(
        (s) => s.phone_number === number && s.purpose === purpose,
      )
      if (!record || record.verified || Date.parse(record.expires_at) < clock())
        throw fieldErrors({ otp: 'otpInvalid' })
      const key = `${purpose}:${number}`
      if (record.wrong_tries >= OTP_WRONG_TRIES) return dead(request, reply, key)
      // Read and counted before any await: parallel guesses each see the count of the last.
      if (!codes.matches(record.code_hash, number, purpose, body.otp)) {
        record.wrong_tries += 1
        await store.save()
        if (record.wrong_tries >= OTP_WRONG_TRIES) return dead(request, reply, key)
        throw fieldErrors({ otp: 'otpInvalid' })
      }
      const token = randomBytes(24).toString('base64url')
      record.code_hash = null
      record.verified = true
      record.ticket_hash = sha256(token)
      await store.save()
      return { verification_token: token }
    }
    /** The verified record for a ticket, removed (single use). */
    const redeem = (number: string, token: string, purpose: CodePurpose) => {
      const record = store.state.signups.find(
        (s) =>
          s.phone_number === number &&
          s.purpose === purpose &&
          s.verified &&
          s.ticket_hash === sha256(token) &&
          Date.parse(s.expires_at) >= clock(),
      )
      if (!record) throw fieldErrors({ verification_token: 'ticketInvalid' })
      store.state.signups = store.state.signups.filter((s) => s !== record)
      return record
    }

    app.post('/api/v1/auth/signup/send-otp/', async (request, reply) => {
      const body = parseBody(sendCodePayloadSchema, request)
      const number = body.phone_number
      // A taken number is told so by SMS, to its owner only; the caller sees a code sent.
      const notice = byPhone(number) ? 'smsAlreadyRegistered' : null
      return sendCode(request, reply, { number, role: body.role, purpose: 'signup' }, notice)
    })
    app.post('/api/v1/auth/signup/verify-otp/', async (request, reply) =>
      verify(request, reply, 'signup'),
    )
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
        date_joined: new Date(clock()).toISOString(),
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
      const number = body.phone_number
      // An unknown number is told by SMS that no account uses it; the caller sees a code sent.
      const notice = byPhone(number) ? null : 'smsNoAccount'
      return sendCode(request, reply, { number, role: 'jobseeker', purpose: 'reset' }, notice)
    })
    app.post('/api/v1/auth/password-reset/verify-otp/', async (request, reply) =>
      verify(request, reply, 'reset'),
    )
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
  return {
    id,
    // Never the id: a username with a random part cannot be guessed by counting.
    username: newUsername(fullName, (name) => !!seekerByUsername(store, name)),
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
