import { useMemo } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { $ZodType } from 'zod/v4/core'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import type { NoticeKey } from '@jagir/shared/errors/messages'
import { noticeText } from '../../../lib/messages'
import { showSnackbar } from '../../../lib/snackbar'
import { useServerErrors } from '../../../components/form/server-errors'

interface WizardStepFormOptions<Input extends FieldValues, Output, Result, Intent> {
  /**
   * The shared object schema checking the form (messages by the codes of docs/product.md#validation-messages); its
   * fields are the form's: a server error of another key goes to the banner.
   */
  schema: $ZodType<Output, Input> & { shape: Readonly<Record<string, unknown>> }
  /** What the form starts with. */
  initial: Input
  /** Server field names shown under another form field (the shared `*_ERROR_ALIASES`). */
  aliases?: Readonly<Record<string, string>>
  /** Sends the checked values; rejects with the API error. `intent` is what `submitAs` gave. */
  save: (values: Output, intent: Intent | undefined) => Promise<Result>
  /** The success notice shown once saved (docs/product.md#fixed-messages-and-notices). */
  notice?: NoticeKey
  /** After the notice: what the save answered, and what the form holds (to carry it along). */
  onSaved?: (result: Result, values: Input) => void
}

/**
 * A wizard form's wiring (docs/product.md#job-post-wizard): checked by its shared schema, sent by
 * `save`, the success notice shown; a failed save shows the server's errors (field errors under
 * their fields, the rest in the banner). `submit` handles the form's submit; `submitAs(intent)`
 * a second way to save (a 'Save and add' button).
 */
export function useWizardStepForm<Input extends FieldValues, Output, Result, Intent = never>(
  options: WizardStepFormOptions<Input, Output, Result, Intent>,
) {
  const { schema, initial, aliases, save, notice, onSaved } = options
  const knownFields = useMemo(() => Object.keys(schema.shape), [schema])
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: jagirErrorMap }),
    defaultValues: initial as DefaultValues<Input>,
  })
  const server = useServerErrors(form.setError, { aliases, knownFields })

  const submitAs = (intent?: Intent) =>
    form.handleSubmit(async (values) => {
      server.clear()
      try {
        const result = await save(values, intent)
        if (notice) showSnackbar(noticeText(notice), 'success')
        onSaved?.(result, form.getValues())
      } catch (error) {
        server.apply(error)
      }
    })

  return { form, server, submit: submitAs(), submitAs }
}
