import { useMemo, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import type { $ZodType } from 'zod/v4/core'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import type { ProfilePatchInput } from '@jagir/shared/schemas/jobseeker-profile'
import { errorText } from '../../../components/form/error-text'
import { applyServerErrors } from '../../../components/form/server-errors'
import { useLang } from '../../../lib/lang'
import { showSnackbar } from '../../../lib/snackbar'
import { keepMyProfile, saveMyProfile, type SeekerProfile } from '../api/my-profile'

interface SectionFormOptions<Input extends FieldValues, Output> {
  /** The section's part of the shared profile schema. */
  schema: $ZodType<Output, Input> & { shape: Readonly<Record<string, unknown>> }
  /** What the form starts with (the profile as it is). */
  initial: Input
  /** Saves the checked values; the default PATCHes them as they are. */
  save?: (values: Output) => Promise<SeekerProfile>
  /** Called once saved (the section goes back to showing). */
  onSaved: () => void
}

/**
 * One profile section's edit form: checked by the shared schema, saved, the profile updated in
 * place and a notice shown. A refused save keeps what was typed and shows the server's messages
 * under their fields (others above the buttons).
 */
export function useSectionForm<Input extends FieldValues, Output>(
  options: SectionFormOptions<Input, Output>,
) {
  const { schema, initial, onSaved } = options
  const { i18n, t } = useLingui()
  const lang = useLang()
  const knownFields = useMemo(() => Object.keys(schema.shape), [schema])
  const [general, setGeneral] = useState<string[]>([])
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: jagirErrorMap }),
    defaultValues: initial as DefaultValues<Input>,
  })
  const save = options.save ?? ((values: Output) => saveMyProfile(values as ProfilePatchInput))

  const submit = form.handleSubmit(async (values) => {
    setGeneral([])
    try {
      await keepMyProfile(await save(values), lang)
      showSnackbar(t`Your profile is saved.`, 'success')
      onSaved()
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, { knownFields }))
    }
  })

  /** The message to show under a field (by its form path), in the interface language. */
  const errorOf = (message: string | undefined, label?: string) =>
    errorText(i18n, lang, message, label)

  return { form, submit, general, errorOf }
}
