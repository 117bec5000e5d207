import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildDemoApi, type DemoApiOptions } from '../../src/demo-api/app.js'
import { DEMO_PASSWORD } from '../../src/demo-api/lib/passwords.js'

export { DEMO_PASSWORD }

let schemas = 0

/**
 * The demo API on a freshly seeded database of its own (not listening); close it after. In the
 * `server` project that is PGlite in memory; in `server-postgres`, a schema of its own on the
 * run's PostgreSQL (dropped at close).
 */
export async function buildDemo(options: DemoApiOptions = {}): Promise<FastifyInstance> {
  const url = inject('databaseUrl')
  const data =
    options.data ?? (url ? { url, schema: `test_${process.pid}_${++schemas}` } : undefined)
  const app = await buildDemoApi({ logger: false, ...options, data })
  await app.ready()
  return app
}

/** The demo API listening on loopback, for the BFF to call. */
export async function startDemo(
  options: DemoApiOptions = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildDemo(options)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return { app, url: `http://127.0.0.1:${port}` }
}

/** Logs in with the demo password and returns the token. */
export async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/get-token/',
    payload: { username, password: DEMO_PASSWORD },
  })
  if (answer.statusCode !== 200)
    throw new Error(`login ${username}: ${answer.statusCode} ${answer.body}`)
  return (answer.json() as { token: string }).token
}

/** Headers for a signed-in request in a language. */
export const as = (token: string, language: 'en' | 'ne' = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': language,
})
