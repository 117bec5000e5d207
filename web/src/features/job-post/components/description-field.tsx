import { lazy, Suspense, useEffect, useId } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import { loadSanitizer } from '../lib/load-sanitizer'
import { messageAt, type BasicInfoForm } from './basic-info-types'
import { FieldMessage } from '../../../components/form/field-frame'
import { useErrorText } from './validation-text'

/** Loads the Slate editor: its own chunk, asked for as soon as the wizard opens. */
export const loadRichTextEditor = () => import('./rich-text-editor')

const RichTextEditor = lazy(() =>
  loadRichTextEditor().then((module) => ({ default: module.RichTextEditor })),
)

/**
 * The job description (rich text, docs/product.md#rich-text). Slate is most of the wizard's code, so the
 * form renders without waiting for it and the editor takes its place once loaded.
 */
export function DescriptionField({ form }: { form: BasicInfoForm }) {
  const id = useId()
  const errorText = useErrorText()
  const { control, setValue, formState } = form
  const description = useWatch({ control, name: 'description' })
  const error = errorText('description', messageAt(formState.errors, 'description'))
  const hasText = !!description
  // Text to show (a job, a draft, a template) or typed: the sanitizer it needs, and the save
  // after it, are loaded now, beside the editor rather than after it.
  useEffect(() => {
    if (hasText) void loadSanitizer().catch(() => undefined)
  }, [hasText])
  return (
    <div className="field">
      <p className="label" id={id}>
        <Trans>Description</Trans>
      </p>
      <Suspense
        fallback={
          <div className="rich-text">
            <p className="rich-text-editable has-text-grey" role="status" aria-busy="true">
              <Trans>Loading…</Trans>
            </p>
          </div>
        }
      >
        <RichTextEditor
          labelId={id}
          value={description ?? ''}
          onChange={(html) => setValue('description', html, { shouldDirty: true })}
          invalid={!!error}
          describedBy={error ? `${id}-error` : undefined}
        />
      </Suspense>
      <FieldMessage id={id} error={error} />
    </div>
  )
}
