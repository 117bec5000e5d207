import { useId } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import {
  setAdditionalInfoSwitch,
  type AdditionalInfoSwitch,
} from '@jagir/shared/rules/additional-info'
import { AGE_UNIT_OPTIONS, GENDER_OPTIONS } from '@jagir/shared/rules/options'
import type {
  AdditionalInfoFormInput,
  AdditionalInfoFormValues,
} from '@jagir/shared/schemas/job-additional-info-form'
import { NumberField } from '../../../components/form/number-field'
import { TextField } from '../../../components/form/text-field'
import { messageAt } from './basic-info-types'
import { useErrorText } from './validation-text'
import { LookupChips } from './lookup-chips'
import { optionItems } from './option-labels'
import { SelectField } from '../../../components/form/select-field'
import { SwitchField } from './switch-field'

export type AdditionalInfoForm = UseFormReturn<
  AdditionalInfoFormInput,
  unknown,
  AdditionalInfoFormValues
>

const WATCHED = [
  'has_benefits',
  'benefits',
  'required_two_wheeler',
  'is_document_required',
  'document_categories',
  'is_gender_specific',
  'is_age_specific',
  'hide_org_name',
] as const

/**
 * The six switches of step 3 and what each one opens (docs/product.md#step-3-additional-info): turning one off
 * clears what it held, as the shared rules say.
 */
export function AdditionalInfoFields({ form }: { form: AdditionalInfoForm }) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const ageId = useId()
  const { control, register, setValue, getValues, formState } = form
  const [hasBenefits, benefits, twoWheeler, hasDocuments, documents, hasGender, hasAge, hideName] =
    useWatch({ control, name: WATCHED })

  const toggle = (name: AdditionalInfoSwitch) => (on: boolean) => {
    const current = getValues()
    const next = setAdditionalInfoSwitch(current, name, on)
    for (const key of Object.keys(next) as (keyof AdditionalInfoFormInput)[]) {
      if (next[key] !== current[key]) {
        setValue(key, next[key] as never, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        })
      }
    }
  }
  const error = (path: string) => errorText(path, messageAt(formState.errors, path))

  return (
    <>
      <SwitchField label={t`Benefits`} checked={!!hasBenefits} onChange={toggle('has_benefits')} />
      {hasBenefits ? (
        <LookupChips
          label={t`Benefits`}
          name="benefits"
          kind="benefits"
          creatable
          value={benefits ?? []}
          onChange={(ids) => setValue('benefits', ids, { shouldDirty: true, shouldValidate: true })}
          error={error('benefits')}
        />
      ) : null}
      <SwitchField
        label={t`Two-wheeler required`}
        checked={!!twoWheeler}
        onChange={toggle('required_two_wheeler')}
      />
      <SwitchField
        label={t`Supporting documents`}
        checked={!!hasDocuments}
        onChange={toggle('is_document_required')}
      />
      {hasDocuments ? (
        <LookupChips
          label={t`Supporting Documents`}
          name="document_categories"
          kind="documentCategories"
          value={documents ?? []}
          onChange={(ids) =>
            setValue('document_categories', ids, { shouldDirty: true, shouldValidate: true })
          }
          error={error('document_categories')}
        />
      ) : null}
      <SwitchField
        label={t`Gender preference`}
        checked={!!hasGender}
        onChange={toggle('is_gender_specific')}
      />
      {hasGender ? (
        <SelectField
          label={t`Preferred Gender`}
          options={optionItems(i18n, GENDER_OPTIONS)}
          error={error('gender')}
          {...register('gender')}
        />
      ) : null}
      <SwitchField
        label={t`Age criteria`}
        checked={!!hasAge}
        onChange={toggle('is_age_specific')}
      />
      {hasAge ? (
        <div className="columns">
          <div className="column is-one-third">
            <SelectField
              label={t`Age limit`}
              options={optionItems(i18n, AGE_UNIT_OPTIONS)}
              {...register('age_unit')}
            />
          </div>
          <div className="column">
            <NumberField
              id={ageId}
              label={t`Age`}
              control={form.control}
              name="age"
              error={error('age')}
            />
          </div>
        </div>
      ) : null}
      <SwitchField
        label={t`Hide organization name`}
        error={error('hide_org_name')}
        checked={!!hideName}
        onChange={toggle('hide_org_name')}
      />
      {hideName ? (
        <TextField
          label={t`Alternative Name`}
          error={error('org_alt_name')}
          {...register('org_alt_name')}
        />
      ) : null}
    </>
  )
}
