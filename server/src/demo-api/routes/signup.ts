import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
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
import type { Db } from '../db/database.js'
import type { Database } from '../db/schema.js'
import { createAccount, emailTaken } from './new-account.js'

type SignupRole = Database['signups']['role']

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
  db: Db,
  { sms, clock = Date.now, codeKey }: SignupRoutesOptions,
): FastifyPluginAsync {
  return async (app) => {
    const ok = (request: FastifyRequest, key: keyof typeof MESSAGES) => ({
      detail: MESSAGES[key][localeOf(request)],
    })
    const byPhone = (number: string) =>
      db.selectFrom('users').select('id').where('phone_number', '=', number).executeTakeFirst()
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
      role: SignupRole,
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
      // The new code replaces any earlier one for this number and purpose.
      await db.transaction().execute(async (tx) => {
        await tx
          .deleteFrom('signups')
          .where('phone_number', '=', number)
          .where('purpose', '=', purpose)
          .execute()
        await tx
          .insertInto('signups')
          .values({
            phone_number: number,
            role,
            purpose,
            code_hash: code ? codes.hash(number, purpose, code) : null,
            expires_at: new Date(clock() + OTP_TTL_MS),
          })
          .execute()
      })
    }
    /** The send-code endpoints: refused without SMS, rationed per number, the same answer always. */
    const sendCode = async (
      request: FastifyRequest,
      reply: FastifyReply,
      send: { number: string; role: SignupRole; purpose: CodePurpose },
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
      const record = await db
        .selectFrom('signups')
        .selectAll()
        .where('phone_number', '=', number)
        .where('purpose', '=', purpose)
        .executeTakeFirst()
      if (!record || record.verified || Date.parse(record.expires_at) < clock())
        throw fieldErrors({ otp: 'otpInvalid' })
      const key = `${purpose}:${number}`
      if (record.wrong_tries >= OTP_WRONG_TRIES) return dead(request, reply, key)
      if (!codes.matches(record.code_hash, number, purpose, body.otp)) {
        const tries = await countWrongTry(db, record.id)
        if (tries === null || tries >= OTP_WRONG_TRIES) return dead(request, reply, key)
        throw fieldErrors({ otp: 'otpInvalid' })
      }
      const token = randomBytes(24).toString('base64url')
      if (await issueTicket(db, record.id, token)) return { verification_token: token }
      // Used, replaced or killed by another request in the meantime.
      const now = await db
        .selectFrom('signups')
        .select('wrong_tries')
        .where('id', '=', record.id)
        .executeTakeFirst()
      if (now && now.wrong_tries >= OTP_WRONG_TRIES) return dead(request, reply, key)
      throw fieldErrors({ otp: 'otpInvalid' })
    }
    /** The verified record for a ticket, removed (single use: of two at once, one gets it). */
    const redeem = async (number: string, token: string, purpose: CodePurpose) => {
      const record = await db
        .deleteFrom('signups')
        .where('phone_number', '=', number)
        .where('purpose', '=', purpose)
        .where('verified', '=', true)
        .where('ticket_hash', '=', sha256(token))
        .where('expires_at', '>=', new Date(clock()).toISOString())
        .returningAll()
        .executeTakeFirst()
      if (!record) throw fieldErrors({ verification_token: 'ticketInvalid' })
      return record
    }

    app.post('/api/v1/auth/signup/send-otp/', async (request, reply) => {
      const body = parseBody(sendCodePayloadSchema, request)
      const number = body.phone_number
      // A taken number is told so by SMS, to its owner only; the caller sees a code sent.
      const notice = (await byPhone(number)) ? 'smsAlreadyRegistered' : null
      return sendCode(request, reply, { number, role: body.role, purpose: 'signup' }, notice)
    })
    app.post('/api/v1/auth/signup/verify-otp/', async (request, reply) =>
      verify(request, reply, 'signup'),
    )
    app.post('/api/v1/auth/signup/set-password/', async (request, reply) => {
      const body = parseBody(signupPasswordPayloadSchema, request)
      if (body.email && (await emailTaken(db, body.email))) {
        throw fieldErrors({ email: 'emailTaken' })
      }
      const record = await redeem(body.phone_number, body.verification_token, 'signup')
      if (await byPhone(body.phone_number)) throw fieldErrors({ phone_number: 'phoneTaken' })
      await createAccount(db, {
        email: body.email ?? '',
        phoneNumber: body.phone_number,
        password: body.password,
        fullName: body.full_name,
        role: record.role,
        joined: new Date(clock()),
      })
      // No token here: the browser signs in through the BFF with the phone number and password.
      return reply.code(201).send({ ...ok(request, 'accountCreated'), username: body.phone_number })
    })

    app.post('/api/v1/auth/password-reset/send-otp/', async (request, reply) => {
      const body = parseBody(accountNumberSchema, request)
      const number = body.phone_number
      // An unknown number is told by SMS that no account uses it; the caller sees a code sent.
      const notice = (await byPhone(number)) ? null : 'smsNoAccount'
      return sendCode(request, reply, { number, role: 'jobseeker', purpose: 'reset' }, notice)
    })
    app.post('/api/v1/auth/password-reset/verify-otp/', async (request, reply) =>
      verify(request, reply, 'reset'),
    )
    app.post('/api/v1/auth/password-reset/set-password/', async (request) => {
      const body = parseBody(resetPasswordPayloadSchema, request)
      await redeem(body.phone_number, body.verification_token, 'reset')
      const user = await byPhone(body.phone_number)
      if (!user) throw fieldErrors({ verification_token: 'ticketInvalid' })
      // The new password ends every session of the account.
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ password: hashPassword(body.password) })
          .where('id', '=', user.id)
          .execute()
        await tx.deleteFrom('tokens').where('user_id', '=', user.id).execute()
      })
      return ok(request, 'passwordChanged')
    })
  }
}

/**
 * Counts a wrong try in the code's row by one UPDATE that never passes the limit, so guesses sent
 * at once are each counted: the count after it, or null when the code was dead already.
 */
async function countWrongTry(db: Db, id: number): Promise<number | null> {
  const row = await db
    .updateTable('signups')
    .set({ wrong_tries: sql`wrong_tries + 1` })
    .where('id', '=', id)
    .where('wrong_tries', '<', OTP_WRONG_TRIES)
    .returning('wrong_tries')
    .executeTakeFirst()
  return row?.wrong_tries ?? null
}

/**
 * Spends the right code for a ticket (only its hash is kept). The code wins only while it is
 * alive: not used, replaced or out of tries; false otherwise.
 */
async function issueTicket(db: Db, id: number, token: string): Promise<boolean> {
  const result = await db
    .updateTable('signups')
    .set({ code_hash: null, verified: true, ticket_hash: sha256(token) })
    .where('id', '=', id)
    .where('verified', '=', false)
    .where('wrong_tries', '<', OTP_WRONG_TRIES)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
