import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { isExperienceMustHaveDisabled } from '@jagir/shared/rules/preferences'
import { useDigitsInput } from '../../../components/form/number-field'
import { messageAt } from './basic-info-types'
import type { SpecificationForm } from './education-fields'
import { FieldFrame } from '../../../components/form/field-frame'
import { useErrorText } from './validation-text'
import { MustHaveBox } from './must-have-box'

/**
 * Minimum experience in years (docs/product.md#education-and-experience): the must-have box is disabled
 * while the value is empty or '0'; the years are sent in months.
 */
export function ExperienceFields({ form }: { form: SpecificationForm }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const id = useId()
  const { control, setValue, formState } = form
  const [years, mustHave] = useWatch({
    control,
    name: ['experience_years', 'experience_must_have'],
  })
  const disabled = isExperienceMustHaveDisabled(years as string | number | null | undefined)
  const error = errorText('experience_years', messageAt(formState.errors, 'experience_years'))
  const { input } = useDigitsInput({
    control,
    name: 'experience_years',
    decimal: true,
    onValue: (value) => {
      // A box that cannot apply does not stay ticked.
      if (isExperienceMustHaveDisabled(value)) setValue('experience_must_have', false)
    },
  })

  return (
    <div className="columns is-vcentered">
      <div className="column is-two-thirds">
        <FieldFrame id={id} label={t`Minimum experience`} error={error}>
          <div className="field has-addons mb-0">
            <div className="control is-expanded">
              <input
                id={id}
                className={`input${error ? ' is-danger' : ''}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-unit${error ? ` ${id}-error` : ''}`}
                {...input}
              />
            </div>
            <div className="control">
              <span className="button is-static" id={`${id}-unit`}>
                {t`Year`}
              </span>
            </div>
          </div>
        </FieldFrame>
      </div>
      <MustHaveBox
        label={t`Experience is a must-have`}
        checked={!!mustHave}
        disabled={disabled}
        onChange={(on) => setValue('experience_must_have', on, { shouldDirty: true })}
      />
    </div>
  )
}
