import type { FastifyBaseLogger } from 'fastify'
import { request } from 'undici'

/** One SMS: a Nepali mobile number (98XXXXXXXX) and the text, as the gateway receives it. */
export interface SmsMessage {
  to: string
  text: string
}

/** A message the development outbox kept, with when it was "sent" (ISO time). */
export interface OutboxEntry extends SmsMessage {
  sent_at: string
}

/** The gateway did not take the message (down, slow, or refused it). */
export class SmsFailure extends Error {
  constructor(reason: string) {
    super(`SMS gateway: ${reason}`)
    this.name = 'SmsFailure'
  }
}

/**
 * How the embedded API sends SMS: a gateway (SMS_GATEWAY_URL), the development outbox (no
 * gateway, outside production), or nothing (production without a gateway: codes are refused).
 */
export interface SmsSender {
  /** False: no way to send; the code endpoints must refuse rather than pretend. */
  readonly configured: boolean
  /** Sends or throws SmsFailure; the log never gets the text (it holds a code). */
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>
}

/** How long the gateway may take to answer before the send counts as failed. */
export const SMS_TIMEOUT_MS = 10_000

/** A number as the logs may show it: its operator prefix and last two digits. */
export const maskedNumber = (to: string) => `${to.slice(0, 3)}*****${to.slice(-2)}`

/**
 * The SMS gateway of SMS_GATEWAY_URL: a JSON POST `{"to", "text"}`, with the token (if any) as a
 * bearer. Any 2xx answer is a sent message; anything else (or no answer in time) a failure.
 */
export function gatewaySms(url: string, token?: string): SmsSender {
  return {
    configured: true,
    async send(message, log) {
      let status: number
      try {
        const answer = await request(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          headersTimeout: SMS_TIMEOUT_MS,
          bodyTimeout: SMS_TIMEOUT_MS,
        })
        status = answer.statusCode
        await answer.body.dump()
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log.error({ to: maskedNumber(message.to), reason }, 'SMS gateway unreachable')
        throw new SmsFailure(reason)
      }
      if (status < 200 || status >= 300) {
        log.error({ to: maskedNumber(message.to), status }, 'SMS gateway refused the message')
        throw new SmsFailure(`answered ${status}`)
      }
    },
  }
}

/** Messages the outbox keeps (newest first); older ones are dropped. */
const OUTBOX_SIZE = 200

/**
 * The development outbox: nothing leaves the machine; each message is printed on the console
 * (the one place a code may be logged, and only in this mode) and kept for the development page.
 */
export class DevOutbox implements SmsSender {
  readonly configured = true
  private readonly entries: OutboxEntry[] = []

  constructor(
    private readonly clock: () => number = Date.now,
    /**
     * Where each entry also goes, awaited before `send` resolves: the embedded API's thread
     * hands it to the BFF's thread, whose outbox /dev/outbox reads.
     */
    private readonly handOver?: (entry: OutboxEntry) => Promise<void>,
  ) {}

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    const entry = { ...message, sent_at: new Date(this.clock()).toISOString() }
    this.keep(entry)
    log.info({ sms: entry }, 'development outbox: SMS not sent (SMS_GATEWAY_URL is not set)')
    await this.handOver?.(entry)
  }

  /**
   * Keeps an entry as the newest, without logging it: how the BFF's thread keeps what the
   * embedded API's outbox sent in its own thread.
   */
  keep(entry: OutboxEntry): void {
    this.entries.unshift(entry)
    this.entries.length = Math.min(this.entries.length, OUTBOX_SIZE)
  }

  /** What was "sent", newest first. */
  list(): readonly OutboxEntry[] {
    return [...this.entries]
  }
}

/** Production without a gateway: nothing can be sent, so the code endpoints answer 503. */
export const noSms: SmsSender = {
  configured: false,
  async send() {
    throw new SmsFailure('no SMS gateway is configured')
  },
}

export interface SmsSettings {
  /** SMS_GATEWAY_URL; unset: the development outbox, or nothing in production. */
  gatewayUrl?: string
  gatewayToken?: string
  production: boolean
}

/** The sender the settings call for. */
export function smsSenderFor(settings: SmsSettings): SmsSender {
  if (settings.gatewayUrl) return gatewaySms(settings.gatewayUrl, settings.gatewayToken)
  return settings.production ? noSms : new DevOutbox()
}
