import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { chooseEducationLevel, isEducationMustHaveDisabled } from '@jagir/shared/rules/preferences'
import {
  EDUCATION_NOT_REQUIRED,
  type SpecificationFormInput,
  type SpecificationFormValues,
} from '@jagir/shared/schemas/job-specification-form'
import { useLookup } from '../api/lookups'
import { messageAt } from './basic-info-types'
import { useErrorText } from './validation-text'
import { SelectField } from '../../../components/form/select-field'
import { MustHaveBox } from './must-have-box'

export type SpecificationForm = UseFormReturn<
  SpecificationFormInput,
  unknown,
  SpecificationFormValues
>

/**
 * Minimum educational qualification (docs/product.md#education-and-experience): 'Not Required' comes first
 * and unchecks and disables the must-have box; a level with the box checked is required,
 * unchecked preferred.
 */
export function EducationFields({ form }: { form: SpecificationForm }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const { control, setValue, getValues, formState } = form
  const [level, mustHave] = useWatch({ control, name: ['education_level', 'education_must_have'] })
  const { items } = useLookup('educationDegrees', '')

  const choose = (raw: string) => {
    const next = chooseEducationLevel(
      raw === '' ? null : raw === EDUCATION_NOT_REQUIRED ? EDUCATION_NOT_REQUIRED : Number(raw),
      getValues('education_must_have'),
    )
    setValue('education_level', next.education_level, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    })
    setValue('education_must_have', next.education_must_have, { shouldDirty: true })
  }
  const disabled = isEducationMustHaveDisabled(level ?? null)

  return (
    <div className="columns is-vcentered">
      <div className="column is-two-thirds">
        <SelectField
          label={t`Minimum educational qualification`}
          value={level === null || level === undefined ? '' : String(level)}
          onChange={(event) => choose(event.target.value)}
          error={errorText('education_level', messageAt(formState.errors, 'education_level'))}
          options={[
            { value: EDUCATION_NOT_REQUIRED, label: t`Not Required` },
            ...items.map((item) => ({ value: String(item.id), label: item.name })),
          ]}
        />
      </div>
      <MustHaveBox
        label={t`Education is a must-have`}
        checked={!!mustHave}
        disabled={disabled}
        onChange={(on) => setValue('education_must_have', on, { shouldDirty: true })}
      />
    </div>
  )
}
