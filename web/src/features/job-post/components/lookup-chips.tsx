import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { encodeValidationMessage } from '@jagir/shared/errors/validation-codes'
import { MAX_LIST_ITEMS } from '@jagir/shared/rules/constants'
import { truncateName } from '@jagir/shared/rules/text'
import { createLookupItem } from '../api/create-lookup'
import type { LookupKind, LookupOption } from '../api/lookups'
import { useLookupLabels } from '../hooks/use-wizard-state'
import { FieldMessage } from '../../../components/form/field-frame'
import { useErrorText } from './validation-text'
import { LookupInput } from './lookup-input'
import { creationErrors } from './lookup-select'

interface LookupChipsProps {
  label: string
  /** The form field (`skills`), naming it in messages. */
  name: string
  kind: LookupKind
  value: readonly number[]
  onChange: (ids: number[]) => void
  /** Offers to add a typed name no item has (created by POST, or the same name reused). */
  creatable?: boolean
  error?: string
  /** Hides the label visually (a section heading names the field). */
  hideLabel?: boolean
}

/**
 * A multiple lookup choice shown as chips (names truncated at 25 characters). The limit of 10
 * is the form schema's: an 11th entry shows its message rather than vanishing silently, and an
 * 11th typed name shows it without being created.
 */
export function LookupChips(props: LookupChipsProps) {
  const { label, name, kind, value, onChange, creatable, error } = props
  const id = useId()
  const { t } = useLingui()
  const errorText = useErrorText()
  const { labelOf, remember } = useLookupLabels(kind)
  const [text, setText] = useState('')
  const [createError, setCreateError] = useState<string | null>(null)

  const add = (item: LookupOption) => {
    remember([item])
    setText('')
    setCreateError(null)
    if (!value.includes(item.id)) onChange([...value, item.id])
  }
  const create = async (typed: string) => {
    if (value.length >= MAX_LIST_ITEMS) {
      const full = encodeValidationMessage('max_items', { max: MAX_LIST_ITEMS })
      setCreateError(errorText(name, full) ?? null)
      return
    }
    try {
      add(await createLookupItem(kind, typed))
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
          onCreate={creatable ? (typed) => void create(typed) : undefined}
          exclude={value}
          invalid={!!shownError}
          describedBy={shownError ? `${id}-error` : undefined}
          placeholder={t`Type to search`}
          onBlur={() => setText('')}
        />
      </div>
      <FieldMessage id={id} error={shownError ?? undefined} />
    </div>
  )
}
