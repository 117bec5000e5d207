import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { RadioGroup } from '../../../components/form/radio-group'
import { SelectField } from '../../../components/form/select-field'
import { TextArea } from '../../../components/form/text-area'
import { TextField } from '../../../components/form/text-field'

interface QuestionFieldProps {
  question: ScreeningQuestion
  /** The field's registration (name `q<id>`), with its required rule. */
  field: UseFormRegisterReturn
  error?: FieldError
}

/**
 * One screening question as its type asks (docs/product.md#screening-questions): radio buttons, a
 * dropdown, a short text or a multi-line text; its description and error are tied to the input
 * for screen readers.
 */
export function QuestionField({ question, field, error }: QuestionFieldProps) {
  const { t } = useLingui()
  const common = {
    id: `question-${question.id}`,
    label: (
      <>
        {question.question}
        {question.is_required ? (
          <span className="has-text-danger-dark">
            {' '}
            <Trans>(required)</Trans>
          </span>
        ) : null}
      </>
    ),
    hint: question.description || undefined,
    error: error?.message,
    ...field,
  }
  const choices = question.answer_choices.map(({ choice_text }) => ({
    value: choice_text,
    label: choice_text,
  }))
  switch (question.question_type) {
    case 'radio':
      return <RadioGroup {...common} options={choices} inline />
    case 'dropdown':
      return <SelectField {...common} options={choices} placeholder={t`Choose an answer`} />
    case 'textarea':
      return <TextArea {...common} rows={4} maxLength={5000} />
    default:
      return <TextField {...common} type="text" maxLength={500} />
  }
}
