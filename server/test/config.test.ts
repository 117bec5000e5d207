import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.js'

const SECRET_A = 'a'.repeat(32)
const SECRET_B = 'b'.repeat(40)

/** The problems loadConfig reports for this environment (fails the test when it accepts it). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}

describe('defaults', () => {
  it('runs with nothing set outside production, on a random secret it says it made', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      apiUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      secureCookies: false,
      oauth: undefined,
      // The demo API runs (no API_URL), so its logout endpoint is called on logout.
      apiLogoutPath: '/api/v1/auth/logout/',
      upstreamTimeoutMs: 15_000,
      dataDir: '.data',
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      sessionSecretGenerated: true,
    })
    expect(config.sessionSecrets).toHaveLength(1)
    expect(config.sessionSecrets[0]!.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({}).sessionSecrets[0]).not.toBe(config.sessionSecrets[0])
  })

  it('derives PUBLIC_URL from PORT, and treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100')
    expect(loadConfig({ PORT: '', LOG_LEVEL: '', API_URL: '' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      apiUrl: undefined,
    })
  })

  it('calls no upstream logout with API_URL set unless API_LOGOUT_PATH says so (issue 20 finding 7)', () => {
    const provider = { API_URL: 'https://api.jagir.example' }
    expect(loadConfig(provider).apiLogoutPath).toBeUndefined()
    expect(loadConfig({ ...provider, API_LOGOUT_PATH: '/auth/logout' }).apiLogoutPath).toBe(
      '/auth/logout',
    )
    expect(loadConfig({ API_LOGOUT_PATH: '/other/logout/' }).apiLogoutPath).toBe('/other/logout/')
  })

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: 'x', PATH: '/usr/bin' })).not.toThrow()
  })
})

describe('each variable is validated, the error naming it and saying why', () => {
  it.each([
    ['abc', 'must be a port number'],
    ['70000', 'must be between 0 and 65535'],
    ['-1', 'must be between 0 and 65535'],
    ['3.5', 'must be a whole number'],
  ])('PORT=%s', (value, why) => {
    expect(problemsOf({ PORT: value })).toEqual([`PORT: ${why}`])
  })

  it.each([
    ['short', 'each secret must be at least 32 characters'],
    [`${SECRET_A},short`, 'each secret must be at least 32 characters'],
    [' , ', 'needs at least one secret'],
  ])('SESSION_SECRET=%j', (value, why) => {
    expect(problemsOf({ SESSION_SECRET: value })).toEqual([`SESSION_SECRET: ${why}`])
  })

  it('SESSION_SECRET is required in production', () => {
    const [problem] = problemsOf({ NODE_ENV: 'production' })
    expect(problem).toMatch(/^SESSION_SECRET: required when NODE_ENV=production/)
  })

  it('SESSION_SECRET: a comma-separated list, first seals (rotation)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: ` ${SECRET_B} , ${SECRET_A} `,
    })
    expect(config.sessionSecrets).toEqual([SECRET_B, SECRET_A])
    expect(config.sessionSecretGenerated).toBe(false)
  })

  it.each(['API_URL', 'PUBLIC_URL', 'OAUTH_AUTHORIZE_URL', 'OAUTH_TOKEN_URL'])(
    '%s must be an http(s) URL',
    (name) => {
      expect(problemsOf({ [name]: 'ftp://files.example' })).toContain(
        `${name}: must be an http:// or https:// URL`,
      )
      expect(problemsOf({ [name]: 'localhost:3000' })).toContain(
        `${name}: must be an http:// or https:// URL`,
      )
    },
  )

  it('API_URL and PUBLIC_URL lose trailing slashes; an https PUBLIC_URL makes cookies Secure', () => {
    const config = loadConfig({
      API_URL: 'https://api.example.com/',
      PUBLIC_URL: 'https://jagir.example/',
    })
    expect(config.apiUrl).toBe('https://api.example.com')
    expect(config.publicUrl).toBe('https://jagir.example')
    expect(config.publicOrigin).toBe('https://jagir.example')
    expect(config.secureCookies).toBe(true)
  })

  it('OAUTH_*: all three of authorize URL, token URL and client id, or none', () => {
    const [problem] = problemsOf({ OAUTH_CLIENT_ID: 'jagir-web' })
    expect(problem).toMatch(/^OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL, OAUTH_CLIENT_ID: set all three/)
    const config = loadConfig({
      OAUTH_AUTHORIZE_URL: 'https://id.example/authorize',
      OAUTH_TOKEN_URL: 'https://id.example/oauth/token',
      OAUTH_CLIENT_ID: 'jagir-web',
      OAUTH_AUDIENCE: 'https://api.example.com',
      OAUTH_SCOPE: '  ',
    })
    expect(config.oauth).toEqual({
      authorizeUrl: 'https://id.example/authorize',
      tokenUrl: 'https://id.example/oauth/token',
      clientId: 'jagir-web',
      clientSecret: undefined,
      audience: 'https://api.example.com',
      scope: undefined,
    })
  })

  it.each(['logout/', '//evil.example/logout', 'https://evil.example/logout'])(
    'API_LOGOUT_PATH=%s is refused: it must be a local path',
    (value) => {
      expect(problemsOf({ API_LOGOUT_PATH: value })).toEqual([
        'API_LOGOUT_PATH: must be a path starting with /',
      ])
    },
  )

  it.each([
    ['0', 'must be more than 0'],
    ['soon', 'must be a number of milliseconds'],
    ['1.5', 'must be a whole number of milliseconds'],
  ])('UPSTREAM_TIMEOUT_MS=%s', (value, why) => {
    expect(problemsOf({ UPSTREAM_TIMEOUT_MS: value })).toEqual([`UPSTREAM_TIMEOUT_MS: ${why}`])
  })

  it('ANONYMOUS_WRITE_LIMIT_FACTOR: 1 by default, a whole number from 1 to 1000', () => {
    expect(loadConfig({}).anonymousWriteLimitFactor).toBe(1)
    expect(loadConfig({ ANONYMOUS_WRITE_LIMIT_FACTOR: '20' }).anonymousWriteLimitFactor).toBe(20)
    for (const value of ['0', '1.5', 'many', '1001']) {
      expect(problemsOf({ ANONYMOUS_WRITE_LIMIT_FACTOR: value })).toEqual([
        'ANONYMOUS_WRITE_LIMIT_FACTOR: must be a whole number from 1 to 1000',
      ])
    }
  })

  it('SERVER_RENDER must be on, off or always', () => {
    expect(problemsOf({ SERVER_RENDER: 'yes' })).toEqual([
      'SERVER_RENDER: must be on, off or always',
    ])
  })

  it('LOG_LEVEL must be a pino level', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ])
  })

  it('NODE_ENV, HOST, DATA_DIR and DATABASE_URL', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })).toEqual([
      'NODE_ENV: must be production, development or test',
    ])
    expect(problemsOf({ HOST: '   ' })).toEqual(['HOST: must not be blank'])
    expect(problemsOf({ DATA_DIR: '   ' })).toEqual(['DATA_DIR: must not be blank'])
    expect(problemsOf({ DATABASE_URL: 'mysql://db/jagir' })).toEqual([
      'DATABASE_URL: must be a postgres:// URL (postgres://user:password@host:5432/database)',
    ])
    expect(loadConfig({ DATABASE_URL: 'postgres://jagir:pw@db:5432/jagir' }).databaseUrl).toBe(
      'postgres://jagir:pw@db:5432/jagir',
    )
  })

  it('TRUST_PROXY: true, false, or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ])
  })

  it('REDIS_URL: unset keeps state in memory; a redis:// or rediss:// URL, else an error', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://:pw@redis.internal:6379/2' }).redisUrl).toBe(
      'redis://:pw@redis.internal:6379/2',
    )
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380' }).redisUrl).toBe(
      'rediss://cache.example.com:6380',
    )
    for (const bad of ['http://redis:6379', 'redis.internal:6379', 'localhost']) {
      expect(problemsOf({ REDIS_URL: bad })).toEqual([
        'REDIS_URL: must be a redis:// or rediss:// URL (redis://[:password@]host:6379[/db])',
      ])
    }
  })

  it('SMS_GATEWAY_URL: an http(s) URL for the embedded API’s SMS; its token needs it', () => {
    expect(loadConfig({}).smsGatewayUrl).toBeUndefined()
    const config = loadConfig({
      SMS_GATEWAY_URL: 'https://sms-relay.internal/send/',
      SMS_GATEWAY_TOKEN: 'relay-token',
    })
    expect(config).toMatchObject({
      smsGatewayUrl: 'https://sms-relay.internal/send',
      smsGatewayToken: 'relay-token',
    })
    expect(problemsOf({ SMS_GATEWAY_URL: 'sms-relay.internal' })).toEqual([
      'SMS_GATEWAY_URL: must be an http:// or https:// URL',
    ])
    expect(problemsOf({ SMS_GATEWAY_TOKEN: 'relay-token' })).toEqual([
      'SMS_GATEWAY_TOKEN: set SMS_GATEWAY_URL too (a token alone sends nothing)',
    ])
  })

  it('SMTP_URL, MAIL_FROM: the mail server of job alerts, and their From', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined })
    expect(
      loadConfig({
        SMTP_URL: 'smtps://alerts:secret@mail.example.com:465',
        MAIL_FROM: 'Jagir <alerts@example.com>',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://alerts:secret@mail.example.com:465',
      mailFrom: 'Jagir <alerts@example.com>',
    })
    for (const bad of ['https://mail.example.com', 'mail.example.com:587']) {
      expect(problemsOf({ SMTP_URL: bad })).toEqual([
        'SMTP_URL: must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
      ])
    }
    expect(problemsOf({ MAIL_FROM: 'Jagir alerts' })).toEqual([
      'MAIL_FROM: must be an email address, e.g. Jagir <alerts@example.com>',
    ])
  })

  it('ANDROID_APP_URL, IOS_APP_URL: optional http(s) store pages for the download dialog', () => {
    expect(loadConfig({}).appUrls).toEqual({ android: undefined, ios: undefined })
    expect(
      loadConfig({
        ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=np.jagir',
        IOS_APP_URL: 'https://apps.apple.com/np/app/jagir/id1234567890',
      }).appUrls,
    ).toEqual({
      android: 'https://play.google.com/store/apps/details?id=np.jagir',
      ios: 'https://apps.apple.com/np/app/jagir/id1234567890',
    })
    expect(
      problemsOf({ ANDROID_APP_URL: 'play.google.com/jagir', IOS_APP_URL: 'ftp://x' }),
    ).toEqual([
      'ANDROID_APP_URL: must be an http:// or https:// URL',
      'IOS_APP_URL: must be an http:// or https:// URL',
    ])
  })

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc', LOG_LEVEL: 'loud' })
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'SESSION_SECRET',
    ])
  })
})

describe('starting the server with a bad configuration (clear error and exit 1)', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url))

  /** Runs server.ts from source with only this environment; resolves with its exit code and stderr. */
  function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--conditions=@jagir/source', '--import', 'tsx', 'server/src/server.ts'],
        {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', ...env },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stderr }))
    })
  }

  it('exits 1 naming SESSION_SECRET when NODE_ENV=production has none', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', PORT: '0' })
    expect(code).toBe(1)
    expect(stderr).toContain('Invalid configuration')
    expect(stderr).toContain('SESSION_SECRET: required when NODE_ENV=production')
  })

  it('exits 1 naming each bad variable and why', async () => {
    const { code, stderr } = await start({ PORT: 'abc', SESSION_SECRET: 'tooShortSecretXYZ' })
    expect(code).toBe(1)
    expect(stderr).toContain('PORT: must be a port number')
    expect(stderr).toContain('SESSION_SECRET: each secret must be at least 32 characters')
    // The secret itself is never echoed back.
    expect(stderr).not.toContain('tooShortSecretXYZ')
  })

  it('says at start, in production without SMS_GATEWAY_URL, that codes will be refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jagir-sms-'))
    const child = spawn(
      process.execPath,
      ['--conditions=@jagir/source', '--import', 'tsx', 'server/src/server.ts'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          SESSION_SECRET: SECRET_B,
          PORT: '0',
          DATA_DIR: dir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const found = out.split('\n').find((l) => l.includes('SMS_GATEWAY_URL'))
          if (found) resolve(found)
        })
        child.on('close', (code) => reject(new Error(`exited ${code} before saying it: ${out}`)))
      })
      expect(JSON.parse(line)).toMatchObject({
        level: 50,
        msg: expect.stringContaining('sign-up and password-reset codes are refused (503)'),
      })
    } finally {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('close', resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('payment gateways (issue 32)', () => {
  it('none set: no gateway, so the cart offers the demo gateway', () => {
    expect(loadConfig({}).payments).toEqual({ esewa: undefined, khalti: undefined })
  })

  it("a merchant's secrets alone: their test environments by default, addresses kept as written", () => {
    const config = loadConfig({
      ESEWA_PRODUCT_CODE: 'EPAYTEST',
      ESEWA_SECRET_KEY: 'secret-e',
      KHALTI_SECRET_KEY: 'secret-k',
    })
    expect(config.payments).toEqual({
      esewa: {
        productCode: 'EPAYTEST',
        secretKey: 'secret-e',
        formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
        statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
      },
      khalti: { secretKey: 'secret-k', apiUrl: 'https://dev.khalti.com/api/v2/' },
    })
    const production = loadConfig({
      ESEWA_PRODUCT_CODE: 'NP-ES-JAGIR',
      ESEWA_SECRET_KEY: 'secret-e',
      ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
      KHALTI_SECRET_KEY: 'secret-k',
      KHALTI_API_URL: 'https://khalti.com/api/v2/',
    }).payments
    expect(production.esewa?.statusUrl).toBe(
      'https://epay.esewa.com.np/api/epay/transaction/status/',
    )
    expect(production.khalti?.apiUrl).toBe('https://khalti.com/api/v2/')
  })

  it('half a merchant, or an address without its merchant, is refused with a clear line', () => {
    expect(problemsOf({ ESEWA_PRODUCT_CODE: 'EPAYTEST' })).toEqual([
      'ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY: set both (the eSewa merchant), or neither',
    ])
    expect(
      problemsOf({ ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form' }),
    ).toEqual(['ESEWA_FORM_URL, ESEWA_STATUS_URL: set ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY too'])
    expect(problemsOf({ KHALTI_API_URL: 'https://khalti.com/api/v2/' })).toEqual([
      'KHALTI_API_URL: set KHALTI_SECRET_KEY too (an address alone takes no payment)',
    ])
    expect(problemsOf({ KHALTI_SECRET_KEY: 'k', KHALTI_API_URL: 'ftp://khalti.com/' })[0]).toMatch(
      /^KHALTI_API_URL: must be an http/,
    )
  })

  it('says at start which gateways are offered, warns of a test environment in production, and logs no key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jagir-pay-'))
    const child = spawn(
      process.execPath,
      ['--conditions=@jagir/source', '--import', 'tsx', 'server/src/server.ts'],
      {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          SESSION_SECRET: SECRET_B,
          PORT: '0',
          DATA_DIR: dir,
          ESEWA_PRODUCT_CODE: 'EPAYTEST',
          ESEWA_SECRET_KEY: 'esewa-secret-never-logged',
          KHALTI_SECRET_KEY: 'khalti-secret-never-logged',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const found = out.split('\n').find((l) => l.includes('test environment'))
          if (found) resolve(found)
        })
        child.on('close', (code) => reject(new Error(`exited ${code} before saying it: ${out}`)))
      })
      expect(JSON.parse(line)).toMatchObject({ level: 40 })
      const offered = out.split('\n').find((l) => l.includes('payment gateways configured'))!
      expect(JSON.parse(offered).payments).toEqual([
        {
          method: 'esewa',
          formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
          statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
        },
        { method: 'khalti', apiUrl: 'https://dev.khalti.com/api/v2/' },
      ])
      expect(out).not.toContain('never-logged')
    } finally {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('close', resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
