import { describe, expect, it } from 'vitest'
import {
  bsYearOf,
  canWithdraw,
  CV_MAX_BYTES,
  cvProblem,
  educationYearBounds,
  endsBeforeStart,
  isNetworkUrl,
  monthsBetween,
  nextProfileLanguage,
  photoProblem,
  profileCompleteness,
  safeCvFileName,
  sniffPhotoType,
  withScheme,
} from './jobseeker-profile.js'
import {
  isNepalLandline,
  isNepalMobile,
  isPhoneOfType,
  normalizeNepalPhone,
} from './nepal-phone.js'
import { PROFILE_LANGUAGES } from './profile-options.js'

const MB = 1024 * 1024

describe('photo', () => {
  it('takes JPEG, PNG and WebP up to 5 MB; refuses other types and bigger files', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull()
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull()
    expect(photoProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('file_size')
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe('file_type')
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('file_type')
  })
  it('reads the type from the first bytes, not the name', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    )
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')
    expect(sniffPhotoType(webp)).toBe('image/webp')
    expect(
      sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull()
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
  })
})

describe('withdrawing an application', () => {
  it('is possible until the employer rejects or hires', () => {
    expect(['new', 'shortlisted', 'interview'].map(canWithdraw)).toEqual([true, true, true])
    expect(['rejected', 'hired', 'applied', ''].map(canWithdraw)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('education years', () => {
  it('knows the Bikram Sambat year from mid-April', () => {
    expect(bsYearOf(new Date('2026-04-13T12:00:00Z'))).toBe(2082)
    expect(bsYearOf(new Date('2026-04-14T12:00:00Z'))).toBe(2083)
    expect(bsYearOf(new Date('2026-12-31T12:00:00Z'))).toBe(2083)
  })
  it('allows 70 years back and 7 ahead in either calendar', () => {
    const now = new Date('2026-11-24T00:00:00Z')
    expect(educationYearBounds('AD', now)).toEqual({ min: 1956, max: 2033 })
    expect(educationYearBounds('BS', now)).toEqual({ min: 2013, max: 2090 })
  })
  it('says when an end comes before its start, and nothing when either is missing', () => {
    expect(endsBeforeStart(2020, 2019)).toBe(true)
    expect(endsBeforeStart(2020, 2020)).toBe(false)
    expect(endsBeforeStart('2020-05-01', '2020-04-30')).toBe(true)
    expect(endsBeforeStart('2020-05-01', '2020-05-01')).toBe(false)
    expect(endsBeforeStart('2020-05-01', null)).toBe(false)
    expect(endsBeforeStart(null, 2019)).toBe(false)
  })
  it('counts whole months between two days', () => {
    expect(monthsBetween('2020-01-15', '2021-01-15')).toBe(12)
    expect(monthsBetween('2020-01-15', '2021-01-14')).toBe(11)
    expect(monthsBetween('2021-01-15', '2020-01-15')).toBe(0)
  })
})

describe('adding a language', () => {
  it('starts with the first language not listed yet, Nepali first, and never a repeat', () => {
    expect(nextProfileLanguage([])).toBe('nepali')
    expect(nextProfileLanguage(['english'])).toBe('nepali')
    expect(nextProfileLanguage(['nepali'])).toBe('english')
    expect(nextProfileLanguage(['nepali', 'english'])).toBe('hindi')
  })

  it('has nothing to add once every language is listed', () => {
    expect(nextProfileLanguage([...PROFILE_LANGUAGES])).toBeNull()
  })
})

describe('social links', () => {
  it("accepts only links to the network's own sites", () => {
    expect(isNetworkUrl('Facebook', 'https://www.facebook.com/sita')).toBe(true)
    expect(isNetworkUrl('Facebook', 'https://m.facebook.com/sita')).toBe(true)
    expect(isNetworkUrl('Twitter', 'https://x.com/sita')).toBe(true)
    expect(isNetworkUrl('LinkedIn', 'https://np.linkedin.com/in/sita')).toBe(true)
    expect(isNetworkUrl('Facebook', 'https://facebook.com.evil.example/sita')).toBe(false)
    expect(isNetworkUrl('Facebook', 'https://notfacebook.com/sita')).toBe(false)
    expect(isNetworkUrl('Youtube', 'javascript:alert(1)//youtube.com')).toBe(false)
    expect(isNetworkUrl('Instagram', 'https://user:pw@instagram.com/')).toBe(false)
    expect(isNetworkUrl('Instagram', 'instagram')).toBe(false)
  })
  it('adds https:// to a link typed without a scheme', () => {
    expect(withScheme(' facebook.com/sita ')).toBe('https://facebook.com/sita')
    expect(withScheme('http://facebook.com/sita')).toBe('http://facebook.com/sita')
    expect(withScheme('')).toBe('')
  })
})

describe('Nepali phone numbers', () => {
  it('reads mobiles with or without +977, spaces and Devanagari digits', () => {
    expect(normalizeNepalPhone('+977 981-234 5678')).toBe('9812345678')
    expect(normalizeNepalPhone('९८१२३४५६७८')).toBe('9812345678')
    expect(isNepalMobile('+9779612345678')).toBe(true)
    expect(isNepalMobile('9512345678')).toBe(false)
    expect(isNepalMobile('981234567')).toBe(false)
  })
  it('reads landlines with their area code, the trunk 0 put back after +977', () => {
    expect(normalizeNepalPhone('01-4123456')).toBe('014123456')
    expect(normalizeNepalPhone('+977 1 4123456')).toBe('014123456')
    expect(normalizeNepalPhone('+977-61-523456')).toBe('061523456')
    expect(isNepalLandline('061-523456')).toBe(true)
    expect(isNepalLandline('4123456')).toBe(false)
  })
  it('wants a mobile for Mobile; home and work may be either', () => {
    expect(isPhoneOfType('Mobile', '01-4123456')).toBe(false)
    expect(isPhoneOfType('Mobile', '9812345678')).toBe(true)
    expect(isPhoneOfType('Home', '01-4123456')).toBe(true)
    expect(isPhoneOfType('Work', '9812345678')).toBe(true)
    expect(isPhoneOfType('Work', '12345')).toBe(false)
  })
})

describe('profile completeness', () => {
  const full = {
    profile_picture: '/api/v1/media/photos/a.jpg',
    headline: 'Cook',
    about: 'Ten years in kitchens.',
    contact: { email: 'a@b.np' },
    preferred_locations: [{ id: 27 }],
    preferred_jobs: [{ id: 1 }],
    education_history: [{}],
    work_experience: [{}],
    skills: [{ id: 1 }],
    languages: [{}],
    working_status: 'available',
    expected_salary_band: 'below_15000',
  }
  it('is 100 when every part is filled', () => {
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] })
  })
  it('names the missing parts in page order, each counting the same', () => {
    const result = profileCompleteness({
      ...full,
      profile_picture: null,
      about: '  ',
      preferred_jobs: [],
      languages: undefined,
    })
    expect(result.missing).toEqual(['photo', 'about', 'preferences', 'languages'])
    expect(result.percent).toBe(64)
  })
  it('is 0 for an empty profile', () => {
    expect(profileCompleteness({}).percent).toBe(0)
  })
})

describe('CV files', () => {
  it('takes a .pdf or .docx name up to the limit, by the name and size only', () => {
    expect(cvProblem({ name: 'CV.PDF', size: CV_MAX_BYTES })).toBeNull()
    expect(cvProblem({ name: 'cv.docx', size: 10 })).toBeNull()
    expect(cvProblem({ name: 'cv.doc', size: 10 })).toBe('file_type')
    expect(cvProblem({ name: 'cv.pdf.png', size: 10 })).toBe('file_type')
    expect(cvProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('file_size')
  })

  it('downloads under a safe name with the type of the bytes', () => {
    expect(safeCvFileName('Sita Sharma (2026).pdf', 'application/pdf')).toBe('Sita-Sharma-2026.pdf')
    // A name claiming another type gets the type the bytes are.
    expect(
      safeCvFileName(
        'cv.pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('cv.docx')
    // Quotes, slashes, line breaks and Devanagari cannot reach the header.
    expect(safeCvFileName('"a"\r\n/../b.pdf', 'application/pdf')).toBe('a-b.pdf')
    expect(safeCvFileName('सीता.pdf', 'application/pdf')).toBe('cv.pdf')
    expect(safeCvFileName('', 'application/pdf')).toBe('cv.pdf')
    expect(safeCvFileName(`${'x'.repeat(200)}.pdf`, 'application/pdf')).toHaveLength(84)
  })
})
