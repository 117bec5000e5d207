import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import * as options from '@jagir/shared/rules/options'
import { loadCatalog } from '../../../lib/i18n'
import { OPTION_LABELS } from './option-labels'

const en = setupI18n()
const ne = setupI18n()
beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: await loadCatalog('en') })
  ne.loadAndActivate({ locale: 'ne', messages: await loadCatalog('ne') })
})

describe('option lists shown by the wizard', () => {
  it('has a label in both languages for every option', () => {
    const lists = [
      options.SHIFT_OPTIONS,
      options.JOB_LEVEL_OPTIONS,
      options.JOB_TYPE_OPTIONS,
      options.SALARY_UNIT_OPTIONS,
      options.GENDER_OPTIONS,
      options.AGE_UNIT_OPTIONS,
      options.QUESTION_TYPE_OPTIONS,
      options.PROVINCE_OPTIONS,
      options.EXPERIENCE_UNIT_OPTIONS,
    ]
    for (const option of lists.flat()) {
      const label = OPTION_LABELS[option.key]
      expect(label, option.key).toBeDefined()
      expect(en._(label!)).toBe(option.label)
      expect(ne._(label!)).toMatch(/^[\u0900-\u097F\s/-]+$/)
    }
  })
})
