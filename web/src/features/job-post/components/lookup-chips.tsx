import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { truncateName } from '@jagir/shared/rules/text'
import { createLookupItem } from '../api/create-lookup'
import type { LookupKind, LookupOption } from '../api/lookups'
import { useLookupLabels } from '../hooks/use-wizard-state'
import { FieldError } from './field-error'
import { LookupInput } from './lookup-input'
import { creationErrors } from './lookup-select'

interface LookupChipsProps {
  label: string
  kind: LookupKind
  value: readonly number[]
  onChange: (ids: number[]) => void
  creatable?: boolean
  error?: string
  /** Hides the label visually (a section heading names the field). */
  hideLabel?: boolean
}

/**
 * A multiple lookup choice shown as chips (names truncated at 25 characters). The limit of 10
 * is the form schema's: an 11th entry shows its message rather than vanishing silently.
 */
export function LookupChips(props: LookupChipsProps) {
  const { label, kind, value, onChange, creatable, error } = props
  const id = useId()
  const { t } = useLingui()
  const { labelOf, remember } = useLookupLabels(kind)
  const [text, setText] = useState('')
  const [createError, setCreateError] = useState<string | null>(null)

  const add = (item: LookupOption) => {
    remember([item])
    setText('')
    setCreateError(null)
    if (!value.includes(item.id)) onChange([...value, item.id])
  }
  const create = async (name: string) => {
    try {
      add(await createLookupItem(kind, name))
    } catch (failure) {
      const messages = creationErrors(failure)
      setCreateError(messages.length > 0 ? messages.join(' ') : t`This name could not be added.`)
    }
  }

  const shownError = createError ?? error
  return (
    <div className="field">
      <label className={props.hideLabel ? 'is-sr-only' : 'label'} htmlFor={id}>
        {label}
      </label>
      {value.length > 0 ? (
        <div className="tags mb-2" aria-label={label} role="list">
          {value.map((itemId) => {
            const name = labelOf(itemId) || String(itemId)
            return (
              <span
                className="tag is-info is-light is-medium"
                role="listitem"
                key={itemId}
                title={name}
              >
                {truncateName(name)}
                <button
                  type="button"
                  className="delete is-small"
                  aria-label={t`Remove ${name}`}
                  onClick={() => onChange(value.filter((other) => other !== itemId))}
                />
              </span>
            )
          })}
        </div>
      ) : null}
      <div className="control">
        <LookupInput
          id={id}
          kind={kind}
          text={text}
          onTextChange={setText}
          onChoose={add}
          onCreate={creatable ? (name) => void create(name) : undefined}
          exclude={value}
          invalid={!!shownError}
          describedBy={shownError ? `${id}-error` : undefined}
          placeholder={t`Type to search`}
          onBlur={() => setText('')}
        />
      </div>
      <FieldError id={`${id}-error`} message={shownError ?? undefined} />
    </div>
  )
}
