import { randomBytes } from 'node:crypto'
import { z } from 'zod'

/** The embedded demo API's logout endpoint: API_LOGOUT_PATH's default when API_URL is unset. */
export const DEMO_LOGOUT_PATH = '/api/v1/auth/logout/'

/** Pino's levels, plus `silent` for tests. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''))

/** An http(s) address kept as written: the gateways' documented addresses end in a slash. */
const gatewayUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const secretList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().min(32, { error: 'each secret must be at least 32 characters' }))
      .min(1, { error: 'needs at least one secret' }),
  )

const envSchema = z.object({
  NODE_ENV: z
    .enum(['production', 'development', 'test'], {
      error: 'must be production, development or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1, { error: 'must not be blank' }).default('127.0.0.1'),
  API_URL: httpUrl.optional(),
  SESSION_SECRET: secretList.optional(),
  PUBLIC_URL: httpUrl.optional(),
  OAUTH_AUTHORIZE_URL: httpUrl.optional(),
  OAUTH_TOKEN_URL: httpUrl.optional(),
  OAUTH_CLIENT_ID: optionalString,
  OAUTH_CLIENT_SECRET: optionalString,
  OAUTH_AUDIENCE: optionalString,
  OAUTH_SCOPE: optionalString,
  API_LOGOUT_PATH: z
    .string()
    .trim()
    .regex(/^\/(?!\/)/, { error: 'must be a path starting with /' })
    .optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .positive({ error: 'must be more than 0' })
    .default(15_000),
  SERVER_RENDER: z
    .enum(['on', 'off', 'always'], { error: 'must be on, off or always' })
    .default('on'),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be blank' }).default('.data'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// URL (postgres://user:password@host:5432/database)',
    })
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value): boolean | string[] =>
      value === 'true'
        ? true
        : value === 'false' || value === ''
          ? false
          : value.split(',').map((v) => v.trim()),
    )
    .optional(),
  ANONYMOUS_WRITE_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int({ error: 'must be a whole number from 1 to 1000' })
    .min(1, { error: 'must be a whole number from 1 to 1000' })
    .max(1000, { error: 'must be a whole number from 1 to 1000' })
    .default(1),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SMS_GATEWAY_URL: httpUrl.optional(),
  SMS_GATEWAY_TOKEN: optionalString,
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^[^\r\n]*@[^\r\n]*$/, {
      error: 'must be an email address, e.g. Jagir <alerts@example.com>',
    })
    .optional(),
  ANDROID_APP_URL: httpUrl.optional(),
  IOS_APP_URL: httpUrl.optional(),
  INVOICE_SELLER_NAME: optionalString,
  INVOICE_SELLER_ADDRESS: optionalString,
  INVOICE_SELLER_PAN: z
    .string()
    .trim()
    .regex(/^[0-9]{9}$/, { error: "must be the seller's PAN, 9 digits" })
    .optional(),
  ESEWA_PRODUCT_CODE: optionalString,
  ESEWA_SECRET_KEY: optionalString,
  ESEWA_FORM_URL: gatewayUrl.optional(),
  ESEWA_STATUS_URL: gatewayUrl.optional(),
  KHALTI_SECRET_KEY: optionalString,
  KHALTI_API_URL: gatewayUrl.optional(),
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      error: 'must be a redis:// or rediss:// URL (redis://[:password@]host:6379[/db])',
    })
    .optional(),
})

/** Every environment variable the BFF reads (each validated by loadConfig). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as readonly string[]

export interface OAuthConfig {
  authorizeUrl: string
  tokenUrl: string
  clientId: string
  clientSecret?: string
  audience?: string
  scope?: string
}

export interface Config {
  env: 'production' | 'development' | 'test'
  port: number
  host: string
  /** Provider API base; undefined means the embedded demo API is started. */
  apiUrl?: string
  /** First seals, all unseal. */
  sessionSecrets: string[]
  /** Set when SESSION_SECRET was missing outside production and a random one was made. */
  sessionSecretGenerated: boolean
  publicUrl: string
  publicOrigin: string
  secureCookies: boolean
  /** Social sign-in provider; undefined with API_URL set means social sign-in is hidden. */
  oauth?: OAuthConfig
  /** Upstream logout path; DEMO_LOGOUT_PATH by default when the demo API runs. */
  apiLogoutPath?: string
  upstreamTimeoutMs: number
  /** Render public pages on the server (issue 18); off: every page is rendered in the browser. */
  serverRender: boolean
  /**
   * SERVER_RENDER=always: render even when busy (no load shedding; each render keeps its
   * deadline). For tests that read the server's HTML while other tests load the machine.
   */
  renderUnderLoad: boolean
  /** DATA_DIR: the embedded database's folder (PGlite) when DATABASE_URL is unset. */
  dataDir: string
  /** DATABASE_URL: the embedded API's data in a real PostgreSQL (shared by replicas). */
  databaseUrl?: string
  logLevel: (typeof logLevels)[number]
  /** Proxies whose X-Forwarded-For is believed (for the client address of rate limits and logs). */
  trustProxy: boolean | string[]
  /** Redis for what must hold across replicas; undefined keeps it in each replica's memory. */
  redisUrl?: string
  /**
   * Multiplies every budget of the per-address limit on anonymous writes (1: the budgets as
   * documented; the browser tests, all from one address, raise it).
   */
  anonymousWriteLimitFactor: number
  /**
   * Where the embedded API sends SMS (a JSON POST of `{to, text}`); undefined: the development
   * outbox, or no SMS at all with NODE_ENV=production (sign-up and reset codes are refused).
   */
  smsGatewayUrl?: string
  /** Sent as `Authorization: Bearer <token>` to the SMS gateway. */
  smsGatewayToken?: string
  /**
   * Where the embedded API sends job alert emails; undefined: the development outbox, or no
   * email at all with NODE_ENV=production (email alerts wait until it is set).
   */
  smtpUrl?: string
  /** The From of alert emails (MAIL_FROM). */
  mailFrom?: string
  /**
   * The seller the embedded API's tax invoices name (INVOICE_SELLER_NAME, _ADDRESS, _PAN);
   * undefined: a demo seller outside production, none in production (invoices wait, 503).
   */
  invoiceSeller?: InvoiceSellerConfig
  /**
   * The payment gateways of the embedded API (ESEWA_*, KHALTI_*); neither: the demo gateway.
   * Their secrets go to the API's thread only: never to the browser, never to a log.
   */
  payments: PaymentsConfig
  /**
   * The apps' store pages for the download dialog; an unset one is said to be not yet published
   * (no button leads nowhere).
   */
  appUrls: AppUrls
}

/** The merchants configured: eSewa ePay v2 and Khalti's ePayment (KPG-2). */
export interface PaymentsConfig {
  esewa?: { productCode: string; secretKey: string; formUrl: string; statusUrl: string }
  khalti?: { secretKey: string; apiUrl: string }
}

/** eSewa's and Khalti's test environments: the defaults, for a trial with their test merchants. */
export const PAYMENT_TEST_URLS = {
  esewaForm: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  esewaStatus: 'https://rc.esewa.com.np/api/epay/transaction/status/',
  khaltiApi: 'https://dev.khalti.com/api/v2/',
} as const

/** The seller of the embedded API's tax invoices. */
export interface InvoiceSellerConfig {
  name: string
  address: string
  pan: string
}

/** Where each app is published; undefined while it is not. */
export interface AppUrls {
  android?: string
  ios?: string
}

/** Thrown with one line per bad variable: which, and why. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads and validates the environment once, at boot. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  )
  const parsed = envSchema.safeParse(blankless)
  // Name the variable only (not `SESSION_SECRET.1`): that is what the operator sets.
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
      )
  // Checked even when other variables are bad, so one start reports every problem.
  if (blankless.SESSION_SECRET === undefined && blankless.NODE_ENV === 'production') {
    problems.push(
      'SESSION_SECRET: required when NODE_ENV=production (comma-separated, each at least 32 characters)',
    )
  }
  if (!parsed.success) throw new ConfigError(problems)
  const vars = parsed.data

  const oauthVars = [vars.OAUTH_AUTHORIZE_URL, vars.OAUTH_TOKEN_URL, vars.OAUTH_CLIENT_ID]
  const someOAuth = oauthVars.some(Boolean)
  if (someOAuth && !oauthVars.every(Boolean)) {
    problems.push(
      'OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL, OAUTH_CLIENT_ID: set all three for social sign-in, or none',
    )
  }
  if (vars.SMS_GATEWAY_TOKEN && !vars.SMS_GATEWAY_URL) {
    problems.push('SMS_GATEWAY_TOKEN: set SMS_GATEWAY_URL too (a token alone sends nothing)')
  }
  const sellerVars = [
    vars.INVOICE_SELLER_NAME,
    vars.INVOICE_SELLER_ADDRESS,
    vars.INVOICE_SELLER_PAN,
  ]
  if (sellerVars.some(Boolean) && !sellerVars.every(Boolean)) {
    problems.push(
      'INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS, INVOICE_SELLER_PAN: set all three (the seller a tax invoice names), or none',
    )
  }
  if (Boolean(vars.ESEWA_PRODUCT_CODE) !== Boolean(vars.ESEWA_SECRET_KEY)) {
    problems.push('ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY: set both (the eSewa merchant), or neither')
  }
  if ((vars.ESEWA_FORM_URL || vars.ESEWA_STATUS_URL) && !vars.ESEWA_PRODUCT_CODE) {
    problems.push(
      'ESEWA_FORM_URL, ESEWA_STATUS_URL: set ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY too',
    )
  }
  if (vars.KHALTI_API_URL && !vars.KHALTI_SECRET_KEY) {
    problems.push('KHALTI_API_URL: set KHALTI_SECRET_KEY too (an address alone takes no payment)')
  }
  if (problems.length > 0) throw new ConfigError(problems)

  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`
  const oauth: OAuthConfig | undefined = someOAuth
    ? {
        authorizeUrl: vars.OAUTH_AUTHORIZE_URL!,
        tokenUrl: vars.OAUTH_TOKEN_URL!,
        clientId: vars.OAUTH_CLIENT_ID!,
        clientSecret: vars.OAUTH_CLIENT_SECRET,
        audience: vars.OAUTH_AUDIENCE,
        scope: vars.OAUTH_SCOPE,
      }
    : undefined

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    apiUrl: vars.API_URL,
    sessionSecrets: vars.SESSION_SECRET ?? [randomBytes(32).toString('base64url')],
    sessionSecretGenerated: !vars.SESSION_SECRET,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secureCookies: publicUrl.startsWith('https:'),
    oauth,
    // The demo API revokes the token on its logout endpoint; a real provider's path is unknown.
    apiLogoutPath: vars.API_LOGOUT_PATH ?? (vars.API_URL ? undefined : DEMO_LOGOUT_PATH),
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    serverRender: vars.SERVER_RENDER !== 'off',
    renderUnderLoad: vars.SERVER_RENDER === 'always',
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY ?? false,
    redisUrl: vars.REDIS_URL,
    anonymousWriteLimitFactor: vars.ANONYMOUS_WRITE_LIMIT_FACTOR,
    smsGatewayUrl: vars.SMS_GATEWAY_URL,
    smsGatewayToken: vars.SMS_GATEWAY_TOKEN,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    appUrls: { android: vars.ANDROID_APP_URL, ios: vars.IOS_APP_URL },
    payments: {
      esewa:
        vars.ESEWA_PRODUCT_CODE && vars.ESEWA_SECRET_KEY
          ? {
              productCode: vars.ESEWA_PRODUCT_CODE,
              secretKey: vars.ESEWA_SECRET_KEY,
              formUrl: vars.ESEWA_FORM_URL ?? PAYMENT_TEST_URLS.esewaForm,
              statusUrl: vars.ESEWA_STATUS_URL ?? PAYMENT_TEST_URLS.esewaStatus,
            }
          : undefined,
      khalti: vars.KHALTI_SECRET_KEY
        ? {
            secretKey: vars.KHALTI_SECRET_KEY,
            apiUrl: vars.KHALTI_API_URL ?? PAYMENT_TEST_URLS.khaltiApi,
          }
        : undefined,
    },
    invoiceSeller: vars.INVOICE_SELLER_NAME
      ? {
          name: vars.INVOICE_SELLER_NAME,
          address: vars.INVOICE_SELLER_ADDRESS!,
          pan: vars.INVOICE_SELLER_PAN!,
        }
      : undefined,
  }
}
