import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import type { DemoApiOptions } from '../../src/demo-api/app.js'
import { MailOutbox } from '../../src/demo-api/lib/mail.js'
import { DevOutbox } from '../../src/demo-api/lib/sms.js'
import { buildTestApp } from '../helpers/build.js'
import { DEMO_PASSWORD, startDemo } from './helpers.js'

/** The BFF in front of a listening demo API: what the browser talks to. */
export interface Stack {
  demo: FastifyInstance
  bff: FastifyInstance
  /** The demo API's development outbox (when no other sender was given). */
  outbox?: DevOutbox
  /** Signs in through `/bff/login` and answers the Cookie header to send after. */
  signIn(username: string, locale?: 'en' | 'ne'): Promise<string>
  /** One sign-in attempt through `/bff/login` as the browser makes it: the answer, whatever it is. */
  attemptSignIn(username: string, password: string, locale?: string): Promise<request.Response>
  /** A supertest agent-like helper: method, path, optional cookie; writes carry X-CSRF. */
  call(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    cookie?: string,
    body?: object,
  ): Promise<request.Response>
  close(): Promise<void>
}

/**
 * The files of the demo API's behaviour send more codes and forms from 127.0.0.1 than the
 * per-address limit allows a real address; the limit has tests of its own (anonymous-writes).
 */
export const RELAXED_LIMITS = { ANONYMOUS_WRITE_LIMIT_FACTOR: '100' }

export interface StackOptions {
  /** The demo API's options (its SMS sender, its clock). */
  demo?: DemoApiOptions
  /**
   * Environment variables of the BFF beyond the test defaults (NODE_ENV=production, say);
   * RELAXED_LIMITS unless they set ANONYMOUS_WRITE_LIMIT_FACTOR.
   */
  env?: Record<string, string>
}

/** Starts the demo API and builds the BFF against it (with its development outbox, as npm start). */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const { app: demo, url } = await startDemo(options.demo)
  const outbox = demo.demoSms instanceof DevOutbox ? demo.demoSms : undefined
  const devMailOutbox = demo.demoMail instanceof MailOutbox ? demo.demoMail : undefined
  const bff = await buildTestApp(
    url,
    { ...RELAXED_LIMITS, ...options.env },
    { devOutbox: outbox, devMailOutbox },
  )
  const call: Stack['call'] = async (method, path, cookie = 'locale=en', body) => {
    let req = request(bff.server)[method](path).set('cookie', cookie)
    if (method !== 'get') req = req.set('x-csrf', '1')
    return body === undefined ? req : req.send(body)
  }
  return {
    demo,
    bff,
    outbox,
    call,
    attemptSignIn: (username, password, locale = 'en') =>
      call('post', '/bff/login', `locale=${locale}`, { username, password }),
    async signIn(username, locale = 'en') {
      const res = await request(bff.server)
        .post('/bff/login')
        .set('x-csrf', '1')
        .send({ username, password: DEMO_PASSWORD })
      if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status} ${res.text}`)
      const raw = res.headers['set-cookie'] as unknown as string[]
      const session = raw.map((c) => c.split(';')[0]).join('; ')
      return `${session}; locale=${locale}`
    },
    async close() {
      await bff.close()
      await demo.close()
    },
  }
}
