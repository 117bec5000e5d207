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
  pan: '',
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
      pan: null,
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
        website: 'ftp://himal.com.np',
        employees: '7',
        pan: '12345',
      }),
    ).toEqual({
      phone_number: ['phone_invalid'],
      email: ['email_invalid'],
      website: ['website_scheme{"scheme":"https://"}'],
      employees: ['invalid_choice'],
      pan: ['{"code":"digits","params":{"length":9}}'],
    })
  })

  it('gives a website typed without a scheme https://, and takes a PAN in either digits', () => {
    expect(
      organizationFormSchema.parse({
        ...FILLED,
        website: ' www.example.com.np ',
        pan: '६०१२३४५६७',
      }),
    ).toMatchObject({ website: 'https://www.example.com.np', pan: '601234567' })
    expect(
      organizationFormSchema.parse({ ...FILLED, website: 'http://himal.com.np' }),
    ).toMatchObject({ website: 'http://himal.com.np' })
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
      pan: null,
      about: '',
    })
    expect(
      organizationPayloadSchema.parse({ ...payload, website: 'sajha.com.np', pan: '300123456' }),
    ).toMatchObject({ website: 'https://sajha.com.np', pan: '300123456' })
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
        pan: '30012345X',
      }),
    ).toEqual({
      name: ['required'],
      pan: ['{"code":"digits","params":{"length":9}}'],
      district: ['invalid'],
      website: ['website_scheme{"scheme":"https://"}'],
      employees: ['invalid_choice'],
      about: ['too_long{"max":3000}'],
    })
  })
})
