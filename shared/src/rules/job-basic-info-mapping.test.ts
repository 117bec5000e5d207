import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  basicInfoFormDefaults,
  basicInfoFormSchema,
  type BasicInfoFormValues,
} from '../schemas/job-basic-info-form.js'
import {
  jobBasicInfoPayloadSchema,
  jobBasicInfoReadSchema,
  type JobBasicInfoPayload,
} from '../schemas/job-basic-info.js'
import { basicInfoFormArb } from '../testing/arbitraries.js'
import { buildEmployer, buildUser } from '../testing/factories.js'
import { fromBasicInfoRead, toBasicInfoPayload } from './job-basic-info-mapping.js'
import { todayInNepal } from './birth-date.js'
import { addDays, deadlineEnd } from './job-deadline.js'

const today = todayInNepal()

const buildForm = (overrides: Partial<BasicInfoFormValues> = {}): BasicInfoFormValues => ({
  title: 'Line Cook',
  preferred_shift: 'Morning',
  vacancies: 2,
  province: 3,
  district: 27,
  municipality: 301,
  address: 9001,
  is_salary_range: false,
  offered_salary: {
    currency: 'NRs',
    operator: 'Equals',
    minimum: 20000,
    maximum: 30000,
    unit: 'Monthly',
  },
  job_type: 'part_time',
  job_level: 'mid_level',
  description: '<p>Momo and dal bhat.</p>',
  tags: [4],
  deadline: addDays(today, 45),
  ...overrides,
})

/** What the provider reads back for a saved payload (ids as lookup items, as the demo API does). */
const readBack = (payload: JobBasicInfoPayload, form: BasicInfoFormValues) =>
  jobBasicInfoReadSchema.parse({
    slug: 'line-cook-1',
    organization: payload.organization,
    title: payload.title,
    location_info: {
      province: form.province === null ? null : { id: form.province, name: 'Province' },
      district: { id: form.district, name: 'Kathmandu' },
      city: { id: form.municipality, name: 'Kathmandu Metropolitan City' },
    },
    job_locations: payload.job_locations.map(({ address }) => ({
      address: { id: address, address: 'Thamel' },
    })),
    vacancies: payload.vacancies,
    description: payload.description,
    offered_salary: payload.offered_salary,
    preferred_shift: payload.preferred_shift,
    job_level: payload.job_level,
    available_for: payload.available_for,
    tags: (payload.tags ?? []).map((id) => ({ id, name: `tag ${id}` })),
    deadline: payload.deadline ? deadlineEnd(payload.deadline) : null,
    status: 'draft',
  })

describe('step 1 form and basic-info payload', () => {
  it('job form defaults: vacancies 1, Regular, full_time, entry_level; salary NRs, Equals, Monthly', () => {
    const defaults = basicInfoFormDefaults()
    expect(defaults).toMatchObject({
      vacancies: 1,
      preferred_shift: 'Regular',
      job_type: 'full_time',
      job_level: 'entry_level',
      is_salary_range: false,
      offered_salary: { currency: 'NRs', operator: 'Equals', unit: 'Monthly', maximum: null },
    })
  })
  it('the payload: first organization, a list of one location, a list of one available_for', () => {
    const user = buildEmployer({
      related_organizations: [
        { id: 7, name: 'Himalayan Tea House' },
        { id: 9, name: 'Second' },
      ],
    })
    expect(toBasicInfoPayload(buildForm(), user)).toEqual({
      organization: 7,
      title: 'Line Cook',
      job_locations: [{ address: 9001 }],
      vacancies: 2,
      description: '<p>Momo and dal bhat.</p>',
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: 20000,
        maximum: null,
        unit: 'Monthly',
      },
      preferred_shift: 'Morning',
      job_level: 'mid_level',
      available_for: ['part_time'],
      tags: [4],
      deadline: addDays(today, 45),
    })
  })
  it('organization is null without a related organization', () => {
    expect(
      toBasicInfoPayload(buildForm(), buildUser({ employer_profile: 1 })).organization,
    ).toBeNull()
    expect(toBasicInfoPayload(buildForm(), null).organization).toBeNull()
  })
  it('maximum is null when fixed, the typed maximum when a range', () => {
    const range = toBasicInfoPayload(buildForm({ is_salary_range: true }), null)
    expect(range.offered_salary.maximum).toBe(30000)
  })
  it('reading basic info: location_info gives the cascade, job_locations[0].address the address', () => {
    const form = buildForm({ is_salary_range: true })
    const read = readBack(toBasicInfoPayload(form, null), form)
    expect(fromBasicInfoRead(read)).toMatchObject({
      province: 3,
      district: 27,
      municipality: 301,
      address: 9001,
      is_salary_range: true,
      job_type: 'part_time',
    })
  })
  it('reading accepts bare ids as well as lookup items', () => {
    const read = jobBasicInfoReadSchema.parse({
      slug: 's',
      title: 'Driver',
      location_info: { province: 1, district: 2, city: 3 },
      job_locations: [{ address: 4 }],
      vacancies: 1,
      available_for: ['full_time'],
      preferred_shift: 'Regular',
      job_level: 'entry_level',
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: 1,
        maximum: null,
        unit: 'Daily',
      },
    })
    expect(fromBasicInfoRead(read)).toMatchObject({
      province: 1,
      district: 2,
      municipality: 3,
      address: 4,
      tags: [],
    })
  })
  it('property: the payload is valid, and reading it back gives the form that produced it', () => {
    fc.assert(
      fc.property(
        basicInfoFormArb,
        fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
        (form, orgId) => {
          const user = buildEmployer({
            related_organizations: orgId === null ? [] : [{ id: orgId, name: 'Org' }],
          })
          const payload = toBasicInfoPayload(form, user)
          expect(jobBasicInfoPayloadSchema.safeParse(payload).success).toBe(true)
          expect(payload.organization).toBe(orgId)
          const formBack = fromBasicInfoRead(readBack(payload, form))
          expect(formBack).toEqual(form)
          expect(basicInfoFormSchema.parse(formBack)).toEqual(form)
        },
      ),
      { numRuns: 300 },
    )
  })
  it('reading a job saved without salary, place or description gives the form defaults', () => {
    const read = jobBasicInfoReadSchema.parse({
      slug: 's',
      title: 'Driver',
      job_locations: [],
      vacancies: 1,
      available_for: ['gig'],
      preferred_shift: 'Regular',
      job_level: 'entry_level',
    })
    expect(fromBasicInfoRead(read)).toEqual({
      title: 'Driver',
      preferred_shift: 'Regular',
      vacancies: 1,
      province: null,
      district: null,
      municipality: null,
      address: null,
      is_salary_range: false,
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: null,
        maximum: null,
        unit: 'Monthly',
      },
      job_type: 'full_time',
      job_level: 'entry_level',
      description: '',
      tags: [],
      deadline: addDays(today, 30),
    })
  })
  it('the deadline read back: a draft or live job its day; a draft past it 30 days; others none', () => {
    const read = (status: string, deadline: string) =>
      jobBasicInfoReadSchema.parse({
        slug: 's',
        title: 'Driver',
        job_locations: [],
        vacancies: 1,
        available_for: ['gig'],
        status,
        deadline: deadlineEnd(deadline),
      })
    expect(fromBasicInfoRead(read('draft', '2026-01-20'), '2026-01-10').deadline).toBe('2026-01-20')
    expect(fromBasicInfoRead(read('active', '2026-01-10'), '2026-01-10').deadline).toBe(
      '2026-01-10',
    )
    expect(fromBasicInfoRead(read('draft', '2026-01-09'), '2026-01-10').deadline).toBe('2026-02-09')
    expect(fromBasicInfoRead(read('expired', '2026-01-09'), '2026-01-10').deadline).toBeNull()
    expect(fromBasicInfoRead(read('pending', '2026-01-20'), '2026-01-10').deadline).toBeNull()
  })
})
