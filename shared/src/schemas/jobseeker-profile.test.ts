import { describe, expect, it } from 'vitest'
import { parseWithCodes } from '../errors/zod-issues.js'
import { bsYearOf } from '../rules/jobseeker-profile.js'
import { profilePatchSchema } from './jobseeker-profile.js'
import { refereeSchema } from './referee.js'

const codes = (schema: Parameters<typeof parseWithCodes>[0], input: unknown) => {
  const result = parseWithCodes(schema, input)
  if (result.success) return {}
  return Object.fromEntries(
    Object.entries(result.messages).map(([field, list]) => [field, list.map((m) => m.code)]),
  )
}
const patch = (input: unknown) => codes(profilePatchSchema, input)

const education = (overrides: Record<string, unknown> = {}) => ({
  degree: 5,
  institution: 'Tribhuvan University',
  calendar: 'AD',
  start_year: 2015,
  end_year: 2019,
  ...overrides,
})
const experience = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cashier',
  organization: 'Bhatbhateni',
  start_date: '2019-06-01',
  end_date: '2021-05-31',
  is_current: false,
  ...overrides,
})

describe('education entries', () => {
  it('takes years in AD or BS, typed as text, the end left blank while studying', () => {
    const thisBs = bsYearOf(new Date())
    const parsed = profilePatchSchema.parse({
      education_history: [
        education({ start_year: '2015', end_year: '' }),
        education({ calendar: 'BS', start_year: thisBs - 4, end_year: thisBs }),
      ],
    })
    expect(parsed.education_history?.map((e) => [e.calendar, e.end_year])).toEqual([
      ['AD', null],
      ['BS', thisBs],
    ])
  })
  it('refuses an end before the start, under the end', () => {
    expect(patch({ education_history: [education({ start_year: 2019, end_year: 2015 })] })).toEqual(
      {
        'education_history.0.end_year': ['date_order'],
      },
    )
  })
  it("refuses a year outside the calendar's range (an AD year given as BS reads as too early)", () => {
    expect(
      patch({
        education_history: [education({ calendar: 'BS', start_year: 1990, end_year: null })],
      }),
    ).toEqual({
      'education_history.0.start_year': ['min_value'],
    })
  })
  it('shows an end before the start beside an empty institution, not after it is filled', () => {
    expect(
      patch({
        education_history: [education({ institution: '', start_year: 2019, end_year: 2015 })],
      }),
    ).toEqual({
      'education_history.0.institution': ['required'],
      'education_history.0.end_year': ['date_order'],
    })
  })
  it('needs a degree and an institution', () => {
    expect(patch({ education_history: [education({ degree: null, institution: ' ' })] })).toEqual({
      'education_history.0.degree': ['required'],
      'education_history.0.institution': ['required'],
    })
  })
})

describe('experience entries', () => {
  it('refuses an end day before the start day', () => {
    expect(patch({ work_experience: [experience({ end_date: '2019-05-31' })] })).toEqual({
      'work_experience.0.end_date': ['date_order'],
    })
  })
  it('needs an end unless current; a current job ends on no day, whatever was typed', () => {
    expect(patch({ work_experience: [experience({ end_date: '' })] })).toEqual({
      'work_experience.0.end_date': ['required'],
    })
    const parsed = profilePatchSchema.parse({
      work_experience: [experience({ end_date: '2020-01-01', is_current: true })],
    })
    expect(parsed.work_experience?.[0]).toMatchObject({ end_date: null, is_current: true })
  })
  it('refuses days that do not exist', () => {
    expect(patch({ work_experience: [experience({ start_date: '2021-02-30' })] })).toEqual({
      'work_experience.0.start_date': ['invalid'],
    })
  })
})

describe('skills, languages and social links', () => {
  it('refuses an 11th skill with the fixed limit message', () => {
    const result = parseWithCodes(profilePatchSchema, {
      skills: Array.from({ length: 11 }, (_, i) => i + 1),
    })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(result.messages.skills).toEqual([
        { code: 'max_items', params: { field: 'skills', max: 10 } },
      ])
    }
  })
  it('refuses a language given twice, under the repeat', () => {
    expect(
      patch({
        languages: [
          { language: 'nepali', level: 'native' },
          { language: 'english', level: 'fluent' },
          { language: 'nepali', level: 'basic' },
        ],
      }),
    ).toEqual({ 'languages.2.language': ['duplicate'] })
  })
  it("takes a network's own link, adding https://, and refuses another site's", () => {
    const parsed = profilePatchSchema.parse({
      social_links: [{ network: 'LinkedIn', url: 'linkedin.com/in/sita' }],
    })
    expect(parsed.social_links).toEqual([
      { network: 'LinkedIn', url: 'https://linkedin.com/in/sita' },
    ])
    expect(
      patch({ social_links: [{ network: 'Facebook', url: 'https://evil.example/facebook.com' }] }),
    ).toEqual({ 'social_links.0.url': ['network_url'] })
    expect(
      patch({
        social_links: [
          { network: 'Facebook', url: 'facebook.com/a' },
          { network: 'Facebook', url: 'facebook.com/b' },
        ],
      }),
    ).toEqual({ 'social_links.1.network': ['duplicate'] })
  })
})

describe('contact, salary band and texts', () => {
  it('keeps numbers as the API does and refuses others', () => {
    expect(profilePatchSchema.parse({ alternate_phone: '+977 01-4123456' }).alternate_phone).toBe(
      '014123456',
    )
    expect(patch({ alternate_phone: '12345', email: 'not-mail' })).toEqual({
      alternate_phone: ['phone'],
      email: ['email'],
    })
    expect(profilePatchSchema.parse({ email: ' Sita@Example.COM ', alternate_phone: '' })).toEqual({
      email: 'sita@example.com',
      alternate_phone: '',
    })
  })
  it('takes a salary band or none', () => {
    expect(patch({ expected_salary_band: '15001_25000' })).toEqual({})
    expect(patch({ expected_salary_band: null })).toEqual({})
    expect(patch({ expected_salary_band: '1_2' })).toEqual({
      expected_salary_band: ['invalid_choice'],
    })
  })
  it('limits the headline to 120 characters and trims it', () => {
    expect(profilePatchSchema.parse({ headline: '  Cook  ' }).headline).toBe('Cook')
    expect(patch({ headline: 'x'.repeat(121) })).toEqual({ headline: ['max_length'] })
  })
})

describe('referees', () => {
  const referee = (overrides: Record<string, unknown> = {}) => ({
    full_name: 'Maya Rai',
    phone_type: 'Mobile',
    phone_number: '+977 9812345678',
    relation: 'Friend',
    ...overrides,
  })
  it('keeps the number without +977', () => {
    expect(refereeSchema.parse(referee()).phone_number).toBe('9812345678')
  })
  it('wants a mobile number for a mobile, and takes a landline for home', () => {
    expect(codes(refereeSchema, referee({ phone_number: '01-4123456' }))).toEqual({
      phone_number: ['phone'],
    })
    expect(
      refereeSchema.parse(referee({ phone_type: 'Home', phone_number: '01-4123456' })).phone_number,
    ).toBe('014123456')
  })
  it('refuses relations and types outside their lists', () => {
    expect(codes(refereeSchema, referee({ relation: 'Cousin', phone_type: 'Fax' }))).toEqual({
      relation: ['invalid_choice'],
      phone_type: ['invalid_choice'],
    })
  })
})
