import type { FastifyInstance } from 'fastify'
import { buildApp, type AppConfig, type BuildOptions } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnop'
export const TEST_ORIGIN = 'http://localhost:3000'

/** A config as the operator would give it, with the fake upstream as API_URL. */
export function testConfig(apiUrl: string, env: Record<string, string> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    PUBLIC_URL: TEST_ORIGIN,
    API_URL: apiUrl,
    LOG_LEVEL: 'silent',
    ...env,
  })
  return { ...config, apiUrl: config.apiUrl ?? apiUrl }
}

/** Builds the BFF against `apiUrl`; call `app.close()` after (or use `afterEach`). */
export async function buildTestApp(
  apiUrl: string,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // No server render unless a test gives one: what a page asks the provider stays the test's.
  const app = await buildApp(testConfig(apiUrl, env), {
    logger: false,
    serverRenderer: null,
    ...options,
  })
  await app.ready()
  return app
}
