import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { ApiError } from '../../../lib/api-client'
import { createLookupItem } from '../api/create-lookup'
import type { LookupFilter, LookupKind, LookupOption } from '../api/lookups'
import { useLookupLabels } from '../hooks/use-wizard-state'
import { FieldFrame } from '../../../components/form/field-frame'
import { LookupInput } from './lookup-input'

interface LookupSelectProps {
  label: string
  kind: LookupKind
  value: number | null
  onChange: (id: number | null) => void
  filter?: LookupFilter
  /** Typed names are created (or reused when they exist). */
  creatable?: boolean
  disabled?: boolean
  error?: string
  placeholder?: string
}

/** The messages of a refused creation, flattened. */
export function creationErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return []
  const mapped = mapServerErrors(error.body)
  return [...Object.values(mapped.fields).flat(), ...mapped.general.flatMap((g) => g.messages)]
}

/** A single lookup choice: shows the chosen item's name, searches when typed into. */
export function LookupSelect(props: LookupSelectProps) {
  const { label, kind, value, onChange, filter, creatable, disabled, error } = props
  const id = useId()
  const { t } = useLingui()
  const { labelOf, remember } = useLookupLabels(kind)
  // What is being typed; null shows the chosen item's name.
  const [draft, setDraft] = useState<string | null>(null)
  const [createError, setCreateError] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)

  const choose = (item: LookupOption) => {
    remember([item])
    setDraft(null)
    setCreateError(null)
    onChange(item.id)
  }
  const create = async (name: string) => {
    setCreating(true)
    try {
      choose(await createLookupItem(kind, name, { city: filter?.city ?? null }))
    } catch (failure) {
      const messages = creationErrors(failure)
      setCreateError(messages.length > 0 ? messages.join(' ') : t`This name could not be added.`)
    } finally {
      setCreating(false)
    }
  }

  const shownError = createError ?? error
  return (
    <FieldFrame id={id} label={label} error={shownError ?? undefined} loading={creating}>
      <LookupInput
        id={id}
        kind={kind}
        filter={filter}
        text={draft ?? labelOf(value)}
        onTextChange={setDraft}
        onChoose={choose}
        onCreate={creatable ? (name) => void create(name) : undefined}
        disabled={disabled}
        invalid={!!shownError}
        describedBy={shownError ? `${id}-error` : undefined}
        placeholder={props.placeholder ?? t`Type to search`}
        onBlur={() => {
          // Emptying the field clears the choice; other typing without a choice is dropped.
          if (draft !== null && draft.trim() === '' && value !== null) onChange(null)
          setDraft(null)
        }}
      />
    </FieldFrame>
  )
}
