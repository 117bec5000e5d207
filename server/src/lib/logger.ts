import type { FastifyServerOptions } from 'fastify'

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /^(token|access_token|refresh_token|id_token|code|code_verifier|state|otp|password|new_password|old_password|client_secret)$/i

const MAY_HOLD_SECRET = /token|code|state|otp|password|secret/i

/** The URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  // Cheap check first: most URLs (every proxied list call) carry no secret-looking parameter.
  if (q === -1 || !MAY_HOLD_SECRET.test(url)) return url
  const params = new URLSearchParams(url.slice(q + 1))
  let changed = false
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[Redacted]')
      changed = true
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url
}

/** Header and body paths pino removes from every line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.new_password',
  'body.old_password',
  'body.otp',
  'body.token',
  'token',
  'password',
  'otp',
]

/** Fastify's logger options: pino JSON with redaction and safe request serializers. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip }
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode }
      },
    },
  }
}
