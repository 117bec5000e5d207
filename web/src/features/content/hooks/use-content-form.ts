import { useMemo, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { $ZodType } from 'zod/v4/core'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import type { Received } from '../api/forms'
import { useErrorText } from '../../../components/form/error-text'
import { useServerErrors } from '../../../components/form/server-errors'

interface ContentFormOptions<Input extends FieldValues, Output> {
  /** The shared schema the provider checks too. */
  schema: $ZodType<Output, Input>
  initial: Input
  /** Each field's label, by name: the form's fields (a server error of another key is the form's). */
  labels: Record<string, string>
  send: (values: Output) => Promise<Received>
}

/**
 * A public form (contact, insta-hire): checked by its shared schema before it is sent, the
 * provider's field errors under their fields, nothing typed lost on a refusal; once taken, the
 * provider's thank-you, and `reset` for another.
 */
export function useContentForm<Input extends FieldValues, Output>(
  options: ContentFormOptions<Input, Output>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema, { error: jagirErrorMap }),
    defaultValues: options.initial as DefaultValues<Input>,
  })
  const { labels } = options
  const knownFields = useMemo(() => Object.keys(labels), [labels])
  const server = useServerErrors(form.setError, { knownFields })
  const text = useErrorText()
  const [sent, setSent] = useState<Received | null>(null)

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    try {
      setSent((await options.send(values)) ?? {})
    } catch (error) {
      server.apply(error)
    }
  })

  /** The field's error as shown, worded in the page's language. */
  const errorOf = (field: keyof Input & string) =>
    text(form.formState.errors[field]?.message as string | undefined, labels[field])

  const reset = () => {
    form.reset(options.initial)
    setSent(null)
  }

  return { form, submit, sent, reset, errorOf, general: server.general }
}
