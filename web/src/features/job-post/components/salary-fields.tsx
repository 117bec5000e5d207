import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { SALARY_UNIT_OPTIONS } from '@jagir/shared/rules/options'
import { isSalaryMaximumDisabled, setSalaryRange } from '@jagir/shared/rules/salary'
import { messageAt, type BasicInfoForm } from './basic-info-types'
import { FieldError, useErrorText } from './field-error'
import { OPTION_LABELS } from './option-labels'
import { SelectField } from './select-field'

/** Offered salary: fixed or a range (spec section 4, "Salary"), the amounts and the pay period. */
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
  const minError = error('offered_salary.minimum')
  const maxError = error('offered_salary.maximum')

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
          <div className="field">
            <label className="label" htmlFor={`${id}-min`}>
              {isRange ? t`Minimum salary (NRs)` : t`Salary (NRs)`}
            </label>
            <div className="control">
              <input
                id={`${id}-min`}
                className={`input${minError ? ' is-danger' : ''}`}
                type="number"
                min={0}
                aria-invalid={minError ? true : undefined}
                aria-describedby={minError ? `${id}-min-error` : undefined}
                {...register('offered_salary.minimum')}
              />
            </div>
            <FieldError id={`${id}-min-error`} message={minError} />
          </div>
        </div>
        <div className="column">
          <div className="field">
            <label className="label" htmlFor={`${id}-max`}>
              {t`Maximum salary (NRs)`}
            </label>
            <div className="control">
              <input
                id={`${id}-max`}
                className={`input${maxError ? ' is-danger' : ''}`}
                type="number"
                min={0}
                disabled={isSalaryMaximumDisabled({ is_salary_range: isRange })}
                aria-invalid={maxError ? true : undefined}
                aria-describedby={maxError ? `${id}-max-error` : undefined}
                {...register('offered_salary.maximum')}
              />
            </div>
            <FieldError id={`${id}-max-error`} message={maxError} />
          </div>
        </div>
        <div className="column">
          <SelectField
            label={t`Salary unit`}
            options={SALARY_UNIT_OPTIONS.map((option) => ({
              value: option.value,
              label: i18n._(OPTION_LABELS[option.key]!),
            }))}
            {...register('offered_salary.unit')}
          />
        </div>
      </div>
    </fieldset>
  )
}
