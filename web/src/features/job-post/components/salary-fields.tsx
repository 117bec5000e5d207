import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { SALARY_UNIT_OPTIONS } from '@jagir/shared/rules/options'
import { isSalaryMaximumDisabled, setSalaryRange } from '@jagir/shared/rules/salary'
import { messageAt, type BasicInfoForm } from './basic-info-types'
import { NumberField } from '../../../components/form/number-field'
import { useErrorText } from './validation-text'
import { optionItems } from './option-labels'
import { SelectField } from '../../../components/form/select-field'

/** Offered salary: fixed or a range (docs/product.md#salary), the amounts and the pay period. */
export function SalaryFields({ form }: { form: BasicInfoForm }) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const id = useId()
  const { control, register, setValue, getValues, formState } = form
  const isRange = useWatch({ control, name: 'is_salary_range' })

  const choose = (range: boolean) => {
    const next = setSalaryRange(
      {
        is_salary_range: getValues('is_salary_range'),
        offered_salary: getValues('offered_salary'),
      },
      range,
    )
    setValue('is_salary_range', next.is_salary_range, { shouldDirty: true })
    setValue('offered_salary.maximum', next.offered_salary.maximum, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    })
  }
  const error = (path: string) => errorText(path, messageAt(formState.errors, path))

  return (
    <fieldset className="mb-4">
      <legend className="label">{t`Offered salary`}</legend>
      <div className="field" role="radiogroup" aria-label={t`Salary type`}>
        <label className="radio mr-4">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={!isRange}
            onChange={() => choose(false)}
          />{' '}
          {t`Fixed`}
        </label>
        <label className="radio">
          <input type="radio" name={`${id}-kind`} checked={isRange} onChange={() => choose(true)} />{' '}
          {t`Range`}
        </label>
      </div>
      <div className="columns">
        <div className="column">
          <NumberField
            id={`${id}-min`}
            label={isRange ? t`Minimum salary (NRs)` : t`Salary (NRs)`}
            control={control}
            name="offered_salary.minimum"
            error={error('offered_salary.minimum')}
          />
        </div>
        <div className="column">
          <NumberField
            id={`${id}-max`}
            label={t`Maximum salary (NRs)`}
            control={control}
            name="offered_salary.maximum"
            disabled={isSalaryMaximumDisabled({ is_salary_range: isRange })}
            error={error('offered_salary.maximum')}
          />
        </div>
        <div className="column">
          <SelectField
            label={t`Salary unit`}
            options={optionItems(i18n, SALARY_UNIT_OPTIONS)}
            {...register('offered_salary.unit')}
          />
        </div>
      </div>
    </fieldset>
  )
}
