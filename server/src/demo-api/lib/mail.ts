import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

/** One email: plain text and simple HTML, with any extra headers (List-Unsubscribe). */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/** An email the development outbox kept, with when it was "sent" (ISO time). */
export interface MailEntry extends MailMessage {
  sent_at: string
}

/** The mail server did not take the message. */
export class MailFailure extends Error {
  constructor(reason: string) {
    super(`SMTP: ${reason}`)
    this.name = 'MailFailure'
  }
}

/**
 * How the embedded API sends email: an SMTP server (SMTP_URL), the development outbox (no
 * SMTP_URL, outside production), or nothing (production without SMTP_URL: email alerts wait).
 */
export interface MailSender {
  /** False: no way to send; email alerts are not claimed (so nothing is lost once it is set). */
  readonly configured: boolean
  /** Sends or throws MailFailure; the log never gets the address in full. */
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>
}

/** An address as the logs may show it: its first letter and its domain. */
export const maskedAddress = (to: string) => {
  const at = to.lastIndexOf('@')
  return at <= 0 ? '***' : `${to[0]}***${to.slice(at)}`
}

/** How long the SMTP server may take (connect, greeting, each command). */
export const SMTP_TIMEOUT_MS = 15_000

/** The SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`), From `from`. */
export function smtpMail(url: string, from: string): MailSender {
  const parsed = new URL(url)
  parsed.searchParams.set('connectionTimeout', String(SMTP_TIMEOUT_MS))
  parsed.searchParams.set('greetingTimeout', String(SMTP_TIMEOUT_MS))
  parsed.searchParams.set('socketTimeout', String(SMTP_TIMEOUT_MS))
  const transport = nodemailer.createTransport(parsed.toString())
  return {
    configured: true,
    async send(message, log) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        })
      } catch (error) {
        // The error may quote the URL's password or the address: only its code goes to the log.
        const code = (error as { code?: string; responseCode?: number }).code
        const status = (error as { responseCode?: number }).responseCode
        log.error(
          { to: maskedAddress(message.to), code, status },
          'SMTP server did not take the email',
        )
        throw new MailFailure(code ?? `answered ${status ?? 'nothing'}`)
      }
    },
  }
}

/** Emails the outbox keeps (newest first); older ones are dropped. */
const OUTBOX_SIZE = 100

/**
 * The development outbox for email: nothing leaves the machine; each email is kept for the
 * development page (/dev/outbox), and logged by its subject only (it holds an unsubscribe link).
 */
export class MailOutbox implements MailSender {
  readonly configured = true
  private readonly entries: MailEntry[] = []

  constructor(
    private readonly clock: () => number = Date.now,
    /** Where each entry also goes (the BFF's thread), awaited before `send` resolves. */
    private readonly handOver?: (entry: MailEntry) => Promise<void>,
  ) {}

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    const entry = { ...message, sent_at: new Date(this.clock()).toISOString() }
    this.keep(entry)
    log.info(
      { to: maskedAddress(message.to), subject: message.subject },
      'development outbox: email not sent (SMTP_URL is not set)',
    )
    await this.handOver?.(entry)
  }

  /** Keeps an entry as the newest, without logging it (the BFF's thread's copy). */
  keep(entry: MailEntry): void {
    this.entries.unshift(entry)
    this.entries.length = Math.min(this.entries.length, OUTBOX_SIZE)
  }

  /** What was "sent", newest first. */
  list(): readonly MailEntry[] {
    return [...this.entries]
  }
}

/** Production without SMTP_URL: no email can be sent. */
export const noMail: MailSender = {
  configured: false,
  async send() {
    throw new MailFailure('no SMTP server is configured')
  },
}

export interface MailSettings {
  /** SMTP_URL; unset: the development outbox, or nothing in production. */
  smtpUrl?: string
  /** MAIL_FROM: the From of every email. */
  from?: string
  production: boolean
}

/** The From address when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Jagir <alerts@jagir.local>'

/** The sender the settings call for. */
export function mailSenderFor(settings: MailSettings): MailSender {
  if (settings.smtpUrl) return smtpMail(settings.smtpUrl, settings.from ?? DEFAULT_MAIL_FROM)
  return settings.production ? noMail : new MailOutbox()
}
