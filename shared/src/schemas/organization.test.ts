import { describe, expect, it } from 'vitest'
import { accountIssues } from '../testing/account-issues.js'
import {
  organizationFormSchema,
  organizationPayloadSchema,
  type OrganizationFormInput,
} from './organization.js'

const EMPTY: OrganizationFormInput = {
  name: '',
  category: '',
  province: '',
  district: '',
  address: '',
  phone_number: '',
  email: '',
  website: '',
  employees: '',
  about: '',
  logo: null,
}
const FILLED: OrganizationFormInput = {
  ...EMPTY,
  name: ' हिमाल ट्रेडर्स ',
  category: '3',
  province: '3',
  district: '27',
  address: 'न्युरोड',
  phone_number: '01-5550100',
  employees: '11-50',
}

describe('the organisation, the form', () => {
  it('gives the payload: ids as numbers, no website or email as null, no logo left as it is', () => {
    expect(organizationFormSchema.parse(FILLED)).toEqual({
      name: 'हिमाल ट्रेडर्स',
      category: 3,
      district: 27,
      address: 'न्युरोड',
      phone_number: '01-5550100',
      website: null,
      email: null,
      employees: '11-50',
      about: '',
      logo: undefined,
    })
    expect(
      organizationFormSchema.parse({
        ...FILLED,
        website: 'https://himal.com.np',
        email: 'info@himal.com.np',
        logo: 'data:image/png;base64,AAAA',
      }),
    ).toMatchObject({
      website: 'https://himal.com.np',
      email: 'info@himal.com.np',
      logo: 'data:image/png;base64,AAAA',
    })
  })

  it('says what is missing or wrong, each under its field', () => {
    expect(accountIssues(organizationFormSchema, EMPTY)).toEqual({
      name: ['required'],
      category: ['required'],
      province: ['required'],
      district: ['required'],
      address: ['required'],
      phone_number: ['phone_invalid'],
      employees: ['required'],
    })
    expect(
      accountIssues(organizationFormSchema, {
        ...FILLED,
        phone_number: 'call me',
        email: 'info@',
        website: 'himal.com.np',
        employees: '7',
      }),
    ).toEqual({
      phone_number: ['phone_invalid'],
      email: ['email_invalid'],
      website: ['website_scheme{"scheme":"https://"}'],
      employees: ['invalid_choice'],
    })
  })
})

describe('the organisation, the payload the demo API checks', () => {
  const payload = {
    name: 'Sajha Software',
    category: 1,
    district: 38,
    address: 'Chipledhunga, Pokhara',
    phone_number: '061-520000',
    employees: '11-50',
  }

  it('takes what the form gives; website, email and about may be left out', () => {
    expect(organizationPayloadSchema.parse(payload)).toEqual({
      ...payload,
      website: null,
      email: null,
      about: '',
    })
  })

  it('refuses a blank name, ids that are not ids, a size not offered, a website without http', () => {
    expect(
      accountIssues(organizationPayloadSchema, {
        ...payload,
        name: ' ',
        district: 1.5,
        employees: '7',
        website: 'ftp://sajha.com',
        about: 'a'.repeat(3001),
      }),
    ).toEqual({
      name: ['required'],
      district: ['invalid'],
      website: ['website_scheme{"scheme":"https://"}'],
      employees: ['invalid_choice'],
      about: ['too_long{"max":3000}'],
    })
  })
})
