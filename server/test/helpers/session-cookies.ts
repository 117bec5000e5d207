import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import type { FakeUpstream } from './fake-upstream.js'

/** The provider's answer to users/me in the auth tests. */
export const TEST_USER = {
  id: 7,
  full_name: 'Sita Sharma',
  phone_number: '9800000000',
  employer_profile: { id: 3 },
  jobseeker_profile: null,
  referrer_profile: null,
  related_organizations: [{ id: 11, name: 'Himal Traders', logo: null }],
  has_filled_initial_form: true,
  has_free_post_balance: false,
  is_purchase_available: true,
}

export const TEST_TOKEN = 'tok-7f3a9c-never-in-a-body'

/** Plays the provider's get-token and users/me for one account. */
export function playProvider(upstream: FakeUpstream, token = TEST_TOKEN): void {
  upstream.on('POST', '/api/v1/auth/get-token/', { body: { token } })
  upstream.on('GET', '/api/v1/users/me/', (req) =>
    req.headers.authorization === `Bearer ${token}`
      ? { body: TEST_USER }
      : { status: 401, body: { detail: 'Invalid token.' } },
  )
}

/** Every Set-Cookie line of an answer. */
export function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['set-cookie']
  if (value === undefined) return []
  return Array.isArray(value) ? (value as string[]) : [String(value)]
}

/** The Set-Cookie line for one cookie name, or undefined. */
export function setCookieFor(res: { headers: Record<string, unknown> }, name: string) {
  return setCookies(res).find((line) => line.startsWith(`${name}=`))
}

/** The value a Set-Cookie line gives its cookie. */
export function cookieValue(line: string | undefined): string | undefined {
  if (!line) return undefined
  return line.slice(line.indexOf('=') + 1).split(';')[0]
}

/** True when the Set-Cookie line deletes its cookie. */
export function isCleared(line: string | undefined): boolean {
  return !!line && (/;\s*Max-Age=0/i.test(line) || /Expires=Thu, 01 Jan 1970/i.test(line))
}

/** Signs in through the BFF and returns the session cookie's value. */
export async function signIn(app: FastifyInstance): Promise<string> {
  const res = await request(app.server)
    .post('/bff/login')
    .set('x-csrf', '1')
    .send({ username: 'employer@jagir.demo', password: 'Demo@12345' })
    .expect(200)
  const value = cookieValue(setCookieFor(res, 'jagir_session'))
  if (!value) throw new Error('login set no session cookie')
  return value
}
