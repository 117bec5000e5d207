import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  shouldFetchTemplate,
  TEMPLATE_RESET_VALUES,
  templateFormValues,
} from '@jagir/shared/rules/job-template'
import type { JobTemplate } from '@jagir/shared/schemas/job-template'
import { fetchTemplateByTitle } from '../api/job-templates'
import type { LookupOption } from '../api/lookups'
import { messageAt, type BasicInfoForm } from './basic-info-types'
import { FieldFrame } from '../../../components/form/field-frame'
import { useErrorText } from './validation-text'
import { LookupInput } from './lookup-input'

interface Props {
  form: BasicInfoForm
  /** The job being edited; templates are offered only for a new job. */
  slug: string | null
}

/**
 * The saved-template selector and the job title (docs/product.md#job-templates): choosing a title of a new
 * job fetches its template (the first search result); a template fills job level, job type,
 * salary and description; clearing the template resets the defaults.
 */
export function TitleTemplateFields({ form, slug }: Props) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const titleId = useId()
  const templateId = useId()
  const { control, setValue, formState } = form
  const title = useWatch({ control, name: 'title' })
  const [template, setTemplate] = useState('')
  const [templateText, setTemplateText] = useState<string | null>(null)

  const set = (values: object) => {
    for (const [name, value] of Object.entries(values)) {
      setValue(name as 'title', value as string, { shouldDirty: true })
    }
  }
  const apply = (chosen: JobTemplate | null) => {
    if (!chosen) return
    setTemplate(chosen.name)
    setTemplateText(null)
    set(templateFormValues(chosen))
  }
  const clearTemplate = () => {
    setTemplate('')
    setTemplateText(null)
    set(TEMPLATE_RESET_VALUES)
  }
  const setTitle = (text: string) =>
    setValue('title', text, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  const chooseTitle = (item: LookupOption) => {
    setTitle(item.name)
    if (shouldFetchTemplate(slug, item.name)) void fetchTemplateByTitle(item.name).then(apply)
  }
  // A template is named by a job title: chosen here, it titles a job whose title is still empty
  // (one typed already is the employer's and stays).
  const chooseTemplate = (item: LookupOption) => {
    if (!form.getValues('title')?.trim()) setTitle(item.name)
    void fetchTemplateByTitle(item.name).then(apply)
  }
  const titleError = errorText('title', messageAt(formState.errors, 'title'))

  return (
    <>
      {slug ? null : (
        <div className="field">
          <label className="label" htmlFor={templateId}>
            <Trans>Saved template</Trans>
          </label>
          <div className="field has-addons mb-0">
            <div className="control is-expanded">
              <LookupInput
                id={templateId}
                kind="templates"
                text={templateText ?? template}
                onTextChange={setTemplateText}
                onChoose={chooseTemplate}
                placeholder={t`Search saved templates`}
                onBlur={() => {
                  if (templateText !== null && templateText.trim() === '' && template)
                    clearTemplate()
                  setTemplateText(null)
                }}
              />
            </div>
            {template ? (
              <div className="control">
                <button type="button" className="button" onClick={clearTemplate}>
                  <Trans>Clear template</Trans>
                </button>
              </div>
            ) : null}
          </div>
        </div>
      )}
      <FieldFrame id={titleId} label={<Trans>Job title</Trans>} error={titleError}>
        <LookupInput
          id={titleId}
          kind="designations"
          text={title ?? ''}
          onTextChange={setTitle}
          onChoose={chooseTitle}
          invalid={!!titleError}
          describedBy={titleError ? `${titleId}-error` : undefined}
          placeholder={t`e.g. Accountant`}
        />
      </FieldFrame>
    </>
  )
}
