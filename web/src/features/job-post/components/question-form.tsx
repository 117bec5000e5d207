import { useId } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { QUESTION_TYPE_OPTIONS } from '@jagir/shared/rules/options'
import type { QuestionFormValues } from '@jagir/shared/rules/question-form'
import {
  hasChoices,
  MAX_ANSWER_CHOICES,
  MIN_ANSWER_CHOICES,
  screeningQuestionPayloadSchema,
} from '@jagir/shared/schemas/job-question'
import { CrossIcon } from '../../../components/ui/icons'
import { TextField } from '../../../components/form/text-field'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useWizardStepForm } from '../hooks/use-wizard-step-form'
import { messageAt } from './basic-info-types'
import { FormErrors } from '../../../components/form/field-frame'
import { FieldMessage } from '../../../components/form/field-frame'
import { useErrorText } from './validation-text'
import { optionItems } from './option-labels'
import { SelectField } from '../../../components/form/select-field'

interface QuestionFormProps {
  initial: QuestionFormValues
  /** Update mode (a copy of a saved question) or a new one. */
  editing: boolean
  /** Saves; `andAdd` keeps the form open for another question. Rejects with the API error. */
  onSave: (values: QuestionFormValues, andAdd: boolean) => Promise<void>
  onCancel: () => void
}

/** A screening question's form: the question, its type, whether required, help and choices. */
export function QuestionForm({ initial, editing, onSave, onCancel }: QuestionFormProps) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const lang = useLang()
  const id = useId()
  // The notices are the list's to show: it knows whether the question was added or updated.
  const { form, server, submit, submitAs } = useWizardStepForm({
    schema: screeningQuestionPayloadSchema,
    initial,
    save: (values, andAdd?: boolean) => onSave(values as QuestionFormValues, andAdd ?? false),
  })
  const { register, control, formState } = form
  const choices = useFieldArray({ control, name: 'answer_choices' })
  const type = useWatch({ control, name: 'question_type' })
  const error = (path: string) => errorText(path, messageAt(formState.errors, path))

  return (
    <form className="box question-form" onSubmit={submit} noValidate>
      <FormErrors messages={server.general} scroll />
      <TextField label={t`Question`} error={error('question')} {...register('question')} />
      <div className="columns is-vcentered">
        <div className="column">
          <SelectField
            label={t`Question type`}
            options={optionItems(i18n, QUESTION_TYPE_OPTIONS)}
            {...register('question_type')}
          />
        </div>
        <div className="column">
          <label className="checkbox">
            <input type="checkbox" {...register('is_required')} /> <Trans>Answer required</Trans>
          </label>
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-description`}>
          <Trans>Description (optional)</Trans>
        </label>
        <textarea
          id={`${id}-description`}
          className="textarea"
          rows={2}
          {...register('description')}
        />
      </div>
      {hasChoices(type) ? (
        <fieldset className="field">
          <legend className="label">
            <Trans>Answer choices</Trans>
          </legend>
          {choices.fields.map((field, index) => {
            const position = formatNumber(index + 1, lang)
            return (
              <div className="field has-addons" key={field.id}>
                <div className="control is-expanded">
                  <input
                    className={`input${error(`answer_choices.${index}.choice_text`) ? ' is-danger' : ''}`}
                    aria-label={t`Choice ${position}`}
                    {...register(`answer_choices.${index}.choice_text`)}
                  />
                  <FieldMessage
                    id={`${id}-choice-${index}`}
                    error={error(`answer_choices.${index}.choice_text`)}
                  />
                </div>
                <div className="control">
                  <button
                    type="button"
                    className="button"
                    aria-label={t`Remove choice ${position}`}
                    disabled={choices.fields.length <= MIN_ANSWER_CHOICES}
                    onClick={() => choices.remove(index)}
                  >
                    <CrossIcon />
                  </button>
                </div>
              </div>
            )
          })}
          <FieldMessage id={`${id}-choices`} error={error('answer_choices')} />
          <button
            type="button"
            className="button is-small"
            disabled={choices.fields.length >= MAX_ANSWER_CHOICES}
            onClick={() => choices.append({ choice_text: '' })}
          >
            <Trans>Add choice</Trans>
          </button>
        </fieldset>
      ) : null}
      <div className="buttons is-right">
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        {editing ? null : (
          <button
            type="button"
            className="button is-info is-outlined"
            disabled={formState.isSubmitting}
            onClick={() => void submitAs(true)()}
          >
            <Trans>Save and add</Trans>
          </button>
        )}
        <button type="submit" className="button is-info" disabled={formState.isSubmitting}>
          {editing ? <Trans>Update question</Trans> : <Trans>Save question</Trans>}
        </button>
      </div>
    </form>
  )
}
