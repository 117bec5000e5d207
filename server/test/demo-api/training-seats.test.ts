import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

// Issue 26, finding 7: three anonymous enrolments with made-up numbers booked out a training.
// Through the BFF with its default budgets (not the relaxed ones of the other demo-API files):
// one address takes at most two seats of a training a day; each number enrols once.

let stack: Stack
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: 'true', ANONYMOUS_WRITE_LIMIT_FACTOR: '1' } })
})
afterAll(async () => {
  await stack.close()
})

const TRAINING = '/api/v1/training/accounting-with-tally/'
const seatsLeft = async () =>
  (await request(stack.bff.server).get(TRAINING).expect(200)).body.seats_left as number

const enrol = (phone_number: string, ip: string, locale: 'en' | 'ne' = 'en') =>
  request(stack.bff.server)
    .post(`${TRAINING}enroll/`)
    .set('x-csrf', '1')
    .set('x-forwarded-for', ip)
    .set('cookie', `locale=${locale}`)
    .send({ full_name: 'Made Up', phone_number })

describe('seats of a training', () => {
  it('made-up numbers from one address take two seats, not the last three; real people still enrol', async () => {
    expect(await seatsLeft()).toBe(3)
    const attacker = '203.0.113.66'
    expect((await enrol('9841555001', attacker)).status).toBe(201)
    expect((await enrol('9841555002', attacker)).status).toBe(201)

    const third = await enrol('9841555003', attacker)
    expect(third.status).toBe(429)
    expect(third.body.detail).toMatch(
      /^Too many enrolments in this training came from this network\. Try again in \d+ hours\.$/,
    )
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60)
    const nepali = await enrol('9841555004', attacker, 'ne')
    expect(nepali.status).toBe(429)
    expect(nepali.body.detail).toMatch(/^यो नेटवर्कबाट यस तालिममा धेरै भर्ना भए। २४ घण्टापछि/)
    expect(await seatsLeft()).toBe(1)

    // From elsewhere, a number already enrolled (in any spelling) takes no second seat...
    const twice = await enrol('+977 984-1555001', '198.51.100.20')
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual({
      phone_number: ['This phone number is already enrolled in this training.'],
    })
    // ...and a real person takes the last one.
    expect((await enrol('9841555100', '198.51.100.20')).status).toBe(201)
    expect(await seatsLeft()).toBe(0)
  })
})
