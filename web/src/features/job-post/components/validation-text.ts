import { useCallback } from 'react'
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useErrorText as useFormErrorText } from '../../../components/form/error-text'

/** The wizard's fields as their labels name them, by the last part of the form path. */
export const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  title: msg`Job title`,
  preferred_shift: msg`Preferred shift`,
  vacancies: msg`Number of candidates`,
  province: msg`Province`,
  district: msg`District`,
  municipality: msg`Municipality/VDC`,
  address: msg`Address`,
  minimum: msg`Offered salary minimum`,
  maximum: msg`Maximum salary`,
  unit: msg`Salary unit`,
  job_type: msg`Job type`,
  job_level: msg`Job level`,
  description: msg`Description`,
  tags: msg`Tags`,
  education_level: msg`Minimum educational qualification`,
  experience_years: msg`Minimum experience`,
  work_standards: msg`Work standards`,
  skills: msg`Skills`,
  personal_qualities: msg`Personal qualities`,
  required_knowledge: msg`Required knowledge`,
  benefits: msg`Benefits`,
  document_categories: msg`Supporting Documents`,
  gender: msg`Preferred Gender`,
  age: msg`Age`,
  org_alt_name: msg`Alternative Name`,
  question: msg`Question`,
  question_type: msg`Question type`,
  answer_choices: msg`Answer choices`,
  choice_text: msg`Choice`,
}

/** The translated label of a form path (`offered_salary.minimum` → 'Offered salary minimum'). */
export function fieldLabel(i18n: I18n, path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? ''
  const label = FIELD_LABELS[last]
  return label ? i18n._(label) : last.replace(/_/g, ' ')
}

/**
 * A wizard field's error as shown, by its form path: the forms' one wording of each code (see
 * `components/form/error-text`), with the field's label where the words name it.
 */
export function useErrorText() {
  const { i18n } = useLingui()
  const text = useFormErrorText()
  return useCallback(
    (path: string, message: string | undefined) => text(message, fieldLabel(i18n, path)),
    [i18n, text],
  )
}
