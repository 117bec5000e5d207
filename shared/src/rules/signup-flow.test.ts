import { describe, expect, it } from 'vitest'
import {
  FLOW_PATHS,
  flowStepOfPath,
  flowStepAccess,
  furthestFlowStep,
  OTP_RESEND_SECONDS,
  resendWaitSeconds,
} from './signup-flow.js'

describe('the sign-up and password tracks', () => {
  it('opens the code step once a number has a code, the password once the code is in', () => {
    expect(furthestFlowStep(null)).toBe('details')
    expect(furthestFlowStep({ phoneNumber: '', otp: '' })).toBe('details')
    expect(furthestFlowStep({ phoneNumber: '9812345678', otp: '' })).toBe('code')
    expect(furthestFlowStep({ phoneNumber: '9812345678', otp: '12345' })).toBe('code')
    expect(furthestFlowStep({ phoneNumber: '9812345678', otp: '123456' })).toBe('password')
  })

  it('sends a step opened too early back to the furthest one of its own track', () => {
    expect(flowStepAccess('jobseeker', 'password', null)).toEqual({
      allow: false,
      redirect: '/signup/jobseeker',
    })
    expect(flowStepAccess('employer', 'password', { phoneNumber: '9812345678', otp: '' })).toEqual({
      allow: false,
      redirect: '/signup/employer-verify-otp',
    })
    expect(flowStepAccess('reset', 'code', null)).toEqual({
      allow: false,
      redirect: '/forgot-password',
    })
  })

  it('lets earlier steps open again (Back keeps the draft)', () => {
    const done = { phoneNumber: '9812345678', otp: '123456' }
    for (const step of ['details', 'code', 'password'] as const) {
      expect(flowStepAccess('jobseeker', step, done)).toEqual({ allow: true })
    }
  })

  it('names each track’s pages as the route table’s routes', () => {
    expect(FLOW_PATHS.jobseeker).toEqual({
      details: '/signup/jobseeker',
      code: '/signup/verify-otp',
      password: '/signup/set-password',
    })
    expect(FLOW_PATHS.employer.code).toBe('/signup/employer-verify-otp')
    expect(FLOW_PATHS.employer.password).toBe('/signup/employer-set-password')
  })

  it('counts the resend wait down in whole seconds from when the code was sent', () => {
    const sentAt = 1_000_000
    expect(OTP_RESEND_SECONDS).toBe(30)
    expect(resendWaitSeconds(sentAt, sentAt)).toBe(30)
    expect(resendWaitSeconds(sentAt, sentAt + 29_001)).toBe(1)
    expect(resendWaitSeconds(sentAt, sentAt + 30_000)).toBe(0)
    expect(resendWaitSeconds(sentAt, sentAt + 90_000)).toBe(0)
    expect(resendWaitSeconds(null, sentAt)).toBe(0)
    expect(resendWaitSeconds(sentAt, sentAt - 5_000)).toBe(30)
  })

  it('knows the track and step of each page, the first step at its aliases too', () => {
    expect(flowStepOfPath('/jobseeker/registration')).toEqual({
      track: 'jobseeker',
      step: 'details',
    })
    expect(flowStepOfPath('/signup')).toEqual({ track: 'jobseeker', step: 'details' })
    expect(flowStepOfPath('/sign-up/')).toEqual({ track: 'jobseeker', step: 'details' })
    expect(flowStepOfPath('/employer/sign-up')).toEqual({ track: 'employer', step: 'details' })
    expect(flowStepOfPath('/signup/employer-verify-otp')).toEqual({
      track: 'employer',
      step: 'code',
    })
    expect(flowStepOfPath('/signup/set-password')).toEqual({ track: 'jobseeker', step: 'password' })
    expect(flowStepOfPath('/forgot-password/verify-otp')).toEqual({ track: 'reset', step: 'code' })
    expect(flowStepOfPath('/signup/profile')).toBeNull()
  })
})
