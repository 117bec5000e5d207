import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react'
import type { $ZodType } from 'zod/v4/core'
import { accountErrorMap } from '@jagir/shared/schemas/account-messages'
import { useLang } from '../../../lib/lang'
import { errorText } from '../../../components/form/error-text'

/**
 * An account form checked by its shared zod schema (`shared/src/schemas/`): what the form holds
 * is `Input`, a valid form gives `Output` (what is sent). `errorOf(name)` is the field's message
 * in the interface language: the schema's, or the server's text put there with `setError`.
 */
export function useAccountForm<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const { i18n } = useLingui()
  const lang = useLang()
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: accountErrorMap }),
    defaultValues,
  })
  const errors = form.formState.errors as Readonly<Record<string, { message?: string } | undefined>>
  const errorOf = (name: keyof Input & string) => errorText(i18n, lang, errors[name]?.message)
  return { ...form, errorOf }
}
