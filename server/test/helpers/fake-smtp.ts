import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** An email the fake server received, read back as a person's mail client shows it. */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[]
  /** Headers by lower-case name (decoded: RFC 2047 words turned back into text). */
  headers: Record<string, string>
  subject: string
  text: string
  html: string
  raw: string
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:<port> (SMTP_URL for the API). */
  url: string
  /** Every email received, oldest first. */
  received: ReceivedMail[]
  reset(): void
  close(): Promise<void>
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) back into text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const source = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Headers (unfolded) and body of one MIME entity. */
function entity(raw: string): { headers: Record<string, string>; body: string } {
  const cut = raw.search(/\r?\n\r?\n/)
  const head = cut === -1 ? raw : raw.slice(0, cut)
  const body = cut === -1 ? '' : raw.slice(cut).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(part: { headers: Record<string, string>; body: string }): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return part.body
}

/** The text/plain and text/html parts of a message (single part or multipart/alternative). */
function parts(message: { headers: Record<string, string>; body: string }) {
  const found: Record<string, string> = {}
  const visit = (part: { headers: Record<string, string>; body: string }) => {
    const type = part.headers['content-type'] ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of part.body.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break
        visit(entity(piece.replace(/^\r?\n/, '')))
      }
      return
    }
    const kind = /^text\/(plain|html)/i.exec(type)?.[1]?.toLowerCase()
    if (kind) found[kind] = decodeBody(part)
  }
  visit(message)
  return { text: found.plain ?? '', html: found.html ?? '' }
}

/**
 * A recording SMTP server on loopback (no TLS, any login accepted): what an SMTP_URL server
 * would be handed. `failNext` makes it refuse the next messages (a server that is busy, 451).
 */
export async function startFakeSmtp(): Promise<
  FakeSmtp & { failNext(count: number): void; refused(): number }
> {
  const received: ReceivedMail[] = []
  let failures = 0
  let refused = 0
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1
          refused += 1
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number }
          error.responseCode = 451
          done(error)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const message = entity(raw)
        const headers = Object.fromEntries(
          Object.entries(message.headers).map(([name, value]) => [name, decodeWords(value)]),
        )
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers,
          subject: headers.subject ?? '',
          ...parts(message),
          raw,
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reset: () => {
      received.length = 0
      failures = 0
      refused = 0
    },
    refused: () => refused,
    failNext: (count) => {
      failures = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
