import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { fromJobDetailToAdditionalInfo } from '@jagir/shared/rules/job-additional-info-mapping'
import { buildJobDetail } from '../testing/build-job'
import { ageText, educationText, experienceText, genderText } from './job-text'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const settings = [
  { is_gender_specific: true, gender: 'Male', is_age_specific: true, min_age: 18, max_age: null },
  { is_gender_specific: true, gender: 'Other', is_age_specific: true, min_age: null, max_age: 40 },
  {
    is_gender_specific: false,
    gender: 'Female',
    is_age_specific: false,
    min_age: 30,
    max_age: null,
  },
  { is_gender_specific: false, gender: null, is_age_specific: true, min_age: null, max_age: null },
] as const

describe('what a job page says about its criteria', () => {
  it("reads gender and age as the wizard's step 3 reads them back", () => {
    for (const setting of settings) {
      const job = buildJobDetail({ setting: { ...setting } })
      const form = fromJobDetailToAdditionalInfo(job)
      const gender = form.is_gender_specific ? form.gender : 'Any'
      expect(genderText(i18n, job)).toBe(gender)
      const age =
        form.is_age_specific && form.age !== null
          ? `${form.age_unit === 'less' ? 'Below' : 'Above'} ${form.age} years`
          : 'Any'
      expect(ageText(i18n, 'en', job)).toBe(age)
    }
  })

  it('says whether education and experience are required, preferred or not required', () => {
    const job = buildJobDetail()
    expect(educationText(i18n, job)).toBe('Bachelor (required)')
    expect(educationText(i18n, { ...job, is_education_specific: false })).toBe(
      'Bachelor (preferred)',
    )
    expect(educationText(i18n, { ...job, education_level: null })).toBe('Not required')
    expect(experienceText(i18n, 'en', job)).toBe('2 years (preferred)')
    const required = {
      ...job,
      setting: { min_experience_months: 12, is_experience_required: true },
    }
    expect(experienceText(i18n, 'en', required)).toBe('1 year (required)')
    const long = { ...job, setting: { min_experience_months: 120 } }
    expect(experienceText(i18n, 'en', long)).toBe('10+ years (preferred)')
    expect(experienceText(i18n, 'en', { ...job, setting: null })).toBe('Not required')
  })
})
