import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Option } from '@jagir/shared/rules/options'
import type { SelectOption } from '../../../components/form/select-field'

/**
 * Translated labels of the option lists the wizard shows, by the stable keys of
 * `shared/src/rules/options.ts` (`<group>.<value>`).
 */
export const OPTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'shift.regular': msg`Regular`,
  'shift.morning': msg`Morning`,
  'shift.day': msg({ message: 'Day', context: 'work shift' }),
  'shift.evening': msg`Evening`,
  'shift.flexible': msg`Flexible`,
  'job_level.top_level': msg`Top Level`,
  'job_level.senior_level': msg`Senior Level`,
  'job_level.mid_level': msg`Mid Level`,
  'job_level.entry_level': msg`Entry Level`,
  'job_type.full_time': msg`Full Time`,
  'job_type.part_time': msg`Part Time`,
  'job_type.contractual': msg`Contractual`,
  'job_type.freelancing': msg`Freelancing`,
  'job_type.internship': msg`Internship`,
  'job_type.volunteer': msg`Volunteer`,
  'job_type.temporary': msg`Temporary`,
  'job_type.traineeship': msg`Traineeship`,
  'salary_unit.hourly': msg`Hourly`,
  'salary_unit.daily': msg`Daily`,
  'salary_unit.weekly': msg`Weekly`,
  'salary_unit.monthly': msg`Monthly`,
  'salary_unit.yearly': msg`Yearly`,
  'gender.female': msg`Female`,
  'gender.male': msg`Male`,
  'gender.other': msg`Other`,
  'age_unit.more': msg`Above`,
  'age_unit.less': msg`Below`,
  'question_type.radio': msg`Single Choice`,
  'question_type.dropdown': msg`Dropdown`,
  'question_type.text': msg`Short Answer`,
  'question_type.textarea': msg`Multi-line Answer`,
  'province.1': msg`Koshi Province`,
  'province.2': msg`Madhesh Province`,
  'province.3': msg`Bagmati Province`,
  'province.4': msg`Gandaki Province`,
  'province.5': msg`Lumbini Province`,
  'province.6': msg`Karnali Province`,
  'province.7': msg`Sudurpashchim Province`,
  'experience_unit.year': msg`Year`,
}

/** An option list as a select shows it: each value with its translated label. */
export const optionItems = (i18n: I18n, list: readonly Option<string | number>[]): SelectOption[] =>
  list.map((option) => ({ value: String(option.value), label: i18n._(OPTION_LABELS[option.key]!) }))
