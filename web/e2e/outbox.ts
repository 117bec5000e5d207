import { baseUrl } from './browser'

/**
 * The development outbox of the server under test (NODE_ENV=test and no SMS_GATEWAY_URL): the SMS
 * the embedded API would have sent, newest first. The browser tests read codes here, as a
 * developer reads them at /dev/outbox.
 */
interface OutboxMessage {
  to: string
  text: string
  sent_at: string
}

/** The newest SMS to `phone` (throws when none was sent), on this worker's server or `origin`. */
export async function lastSmsTo(phone: string, origin = baseUrl()): Promise<string> {
  const answer = await fetch(`${origin}/dev/outbox.json`)
  if (!answer.ok) throw new Error(`/dev/outbox.json answered ${answer.status}`)
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] }
  const message = messages.find((m) => m.to === phone)
  if (!message) throw new Error(`no SMS to ${phone} in the development outbox`)
  return message.text
}

/** The 6-digit code in an SMS, or undefined (a number that already has an account gets none). */
export const codeIn = (text: string): string | undefined => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1]

/** The code of the newest SMS to `phone` (throws when it carries none). */
export async function codeSentTo(phone: string): Promise<string> {
  const text = await lastSmsTo(phone)
  const code = codeIn(text)
  if (!code) throw new Error(`the SMS to ${phone} carries no code: ${text}`)
  return code
}

/** A 6-digit code other than `code`: a guess known to be wrong. */
export const otherCode = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0')
