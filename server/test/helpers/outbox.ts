import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import type { OutboxEntry } from '../../src/demo-api/lib/sms.js'

/** The newest SMS to `phone` in the BFF's development outbox (its JSON form), as a developer reads it. */
export async function lastSmsTo(bff: FastifyInstance, phone: string): Promise<string> {
  const res = await request(bff.server).get('/dev/outbox.json')
  if (res.status !== 200) throw new Error(`/dev/outbox.json: ${res.status}`)
  const message = (res.body.messages as OutboxEntry[]).find((m) => m.to === phone)
  if (!message) throw new Error(`no SMS to ${phone} in the outbox`)
  return message.text
}

/** The 6-digit code in an SMS's text, or undefined when it carries none. */
export const codeIn = (text: string): string | undefined => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1]

/** The code of the newest SMS to `phone` (throws when that SMS carries none). */
export async function codeSentTo(bff: FastifyInstance, phone: string): Promise<string> {
  const text = await lastSmsTo(bff, phone)
  const code = codeIn(text)
  if (!code) throw new Error(`the SMS to ${phone} has no code: ${text}`)
  return code
}

/** A 6-digit code other than `code` (a guess known to be wrong). */
export const otherCode = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0')
