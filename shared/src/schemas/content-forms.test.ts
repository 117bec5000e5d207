import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { decodeValidationMessage } from '../errors/validation-codes.js'
import { contactFormSchema, instaHireFormSchema } from './content-forms.js'

/** Each failing field with its validation code. */
function codes(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const parsed = z.safeParse(schema, value)
  if (parsed.success) return {}
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [
      issue.path.join('.'),
      decodeValidationMessage(issue.message)?.code ?? issue.message,
    ]),
  )
}

const instaHire = {
  organization_name: 'Himal Foods',
  contact_person: 'Gita Rai',
  phone_number: '+977 984-1000000',
  email: 'gita@himalfoods.com.np',
  job_title: 'Cook',
  positions: '३',
}

describe('the contact form', () => {
  it('takes a name, an email, a subject and a message', () => {
    const sent = { full_name: ' Asha ', email: 'asha@example.com', subject: 'Hi', message: 'Help' }
    expect(z.parse(contactFormSchema, sent)).toMatchObject({ full_name: 'Asha' })
  })

  it('names every missing or malformed field with its code', () => {
    expect(
      codes(contactFormSchema, { full_name: '  ', email: 'asha@', subject: '', message: '' }),
    ).toEqual({
      full_name: 'required',
      email: 'email',
      subject: 'required',
      message: 'required',
    })
    expect(
      codes(contactFormSchema, { full_name: 'A', email: '', subject: 'S', message: 'M' }),
    ).toEqual({
      email: 'required',
    })
  })
})

describe('the insta-hire form', () => {
  it('keeps a Nepali mobile as its ten digits and reads positions typed in Devanagari', () => {
    expect(z.parse(instaHireFormSchema, instaHire)).toMatchObject({
      phone_number: '9841000000',
      positions: 3,
      message: '',
    })
  })

  it('refuses a number that is no Nepali mobile, and positions out of 1 to 500', () => {
    expect(codes(instaHireFormSchema, { ...instaHire, phone_number: '01-4411223' })).toEqual({
      phone_number: 'mobile',
    })
    expect(codes(instaHireFormSchema, { ...instaHire, positions: 0 })).toEqual({
      positions: 'min_value',
    })
    expect(codes(instaHireFormSchema, { ...instaHire, positions: '501' })).toEqual({
      positions: 'max_value',
    })
    expect(codes(instaHireFormSchema, { ...instaHire, positions: '2.5' })).toEqual({
      positions: 'integer',
    })
    expect(codes(instaHireFormSchema, { ...instaHire, phone_number: ' ' })).toEqual({
      phone_number: 'required',
    })
  })

  it('keeps a mobile number typed in Devanagari digits with +977 as its ten digits', () => {
    const parsed = instaHireFormSchema.safeParse({
      ...instaHire,
      phone_number: '+९७७ ९८४१ ००० ०००',
    })
    expect(parsed.success && parsed.data.phone_number).toBe('9841000000')
  })
})
