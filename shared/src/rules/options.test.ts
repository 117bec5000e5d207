import { describe, expect, it } from 'vitest'
import * as options from './options.js'
import * as profileOptions from './profile-options.js'

const values = (list: readonly { value: unknown }[]) => list.map((option) => option.value)

describe('option lists', () => {
  it('job levels: top_level, senior_level, mid_level, entry_level', () => {
    expect(values(options.JOB_LEVEL_OPTIONS)).toEqual([
      'top_level',
      'senior_level',
      'mid_level',
      'entry_level',
    ])
  })
  it('seeker status: actively_seeking, currently_working, available', () => {
    expect(options.SEEKER_STATUSES).toEqual(['actively_seeking', 'currently_working', 'available'])
  })
  it('job types: the eight types in order', () => {
    expect(values(options.JOB_TYPE_OPTIONS)).toEqual([
      'full_time',
      'part_time',
      'contractual',
      'freelancing',
      'internship',
      'volunteer',
      'temporary',
      'traineeship',
    ])
  })
  it('gender: Female, Male, Other; marital: Married, Unmarried', () => {
    expect(values(options.GENDER_OPTIONS)).toEqual(['Female', 'Male', 'Other'])
    expect(options.MARITAL_STATUSES).toEqual(['Married', 'Unmarried'])
  })
  it('experience in months: 0 to 120 in steps of 12, 120 meaning 10 years or more', () => {
    expect(values(options.EXPERIENCE_MONTH_OPTIONS)).toEqual([
      0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120,
    ])
    expect(options.EXPERIENCE_MONTH_OPTIONS.at(-1)?.label).toBe('10+ years')
  })
  it('salary bands in NPR: below 15,000 up to above 55,000', () => {
    expect(options.SALARY_BANDS.map(({ min, max }) => [min, max])).toEqual([
      [null, 15000],
      [15001, 25000],
      [25001, 35000],
      [35001, 45000],
      [45001, 55000],
      [55001, null],
    ])
  })
  it('referrer relations, phone types, shifts and period units', () => {
    expect(profileOptions.REFEREE_RELATIONS).toEqual(['Father', 'Mother', 'Friend'])
    expect(profileOptions.PHONE_TYPES).toEqual(['Mobile', 'Home', 'Work'])
    expect(values(options.SHIFT_OPTIONS)).toEqual([
      'Regular',
      'Morning',
      'Day',
      'Evening',
      'Flexible',
    ])
    expect(values(options.PERIOD_UNIT_OPTIONS)).toEqual(['Day', 'Week', 'Month', 'Year'])
  })
  it('ratings 1 to 5 and seven provinces with ids 1 to 7', () => {
    expect(values(options.RATING_OPTIONS)).toEqual([1, 2, 3, 4, 5])
    expect(values(options.PROVINCE_OPTIONS)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  it('social networks, question types and site languages', () => {
    expect(profileOptions.SOCIAL_NETWORKS).toEqual([
      'Facebook',
      'Instagram',
      'Twitter',
      'Youtube',
      'LinkedIn',
    ])
    expect(values(options.QUESTION_TYPE_OPTIONS)).toEqual(['radio', 'dropdown', 'text', 'textarea'])
    expect(options.SITE_LANGUAGES).toEqual(['en', 'ne'])
  })
  it('offered salary units: Hourly, Daily, Weekly, Monthly, Yearly', () => {
    expect(values(options.SALARY_UNIT_OPTIONS)).toEqual([
      'Hourly',
      'Daily',
      'Weekly',
      'Monthly',
      'Yearly',
    ])
  })
  it('preferences required, preferred, not_required; age units more (Above) and less (Below); unit Year', () => {
    expect(options.PREFERENCES).toEqual(['required', 'preferred', 'not_required'])
    expect(options.AGE_UNIT_OPTIONS.map(({ value, label }) => [value, label])).toEqual([
      ['more', 'Above'],
      ['less', 'Below'],
    ])
    expect(values(options.EXPERIENCE_UNIT_OPTIONS)).toEqual(['Year'])
  })
  it('question types read as Short Answer (text) and Multi-line Answer (textarea)', () => {
    const labels = Object.fromEntries(options.QUESTION_TYPE_OPTIONS.map((o) => [o.value, o.label]))
    expect(labels.text).toBe('Short Answer')
    expect(labels.textarea).toBe('Multi-line Answer')
  })
  it('every option has a stable translation key <group>.<value>, unique across all lists', () => {
    const lists = (Object.values(options) as unknown[]).filter(
      (value): value is readonly options.Option<string | number>[] =>
        Array.isArray(value) &&
        typeof value[0] === 'object' &&
        value[0] !== null &&
        'key' in value[0],
    )
    const keys = lists.flatMap((list) => list.map((option) => option.key))
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z_]+\.[a-z0-9_+]+$/)
    expect(options.JOB_LEVEL_OPTIONS[0]?.key).toBe('job_level.top_level')
    expect(options.GENDER_OPTIONS[0]?.key).toBe('gender.female')
  })
})
