import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { findExistingByName, shouldSearch } from '@jagir/shared/rules/text'
import {
  LOOKUPS,
  useLookup,
  type LookupFilter,
  type LookupKind,
  type LookupOption,
} from '../api/lookups'

export interface LookupInputProps {
  /** The input's id (the label's `htmlFor`). */
  id: string
  kind: LookupKind
  text: string
  onTextChange: (text: string) => void
  onChoose: (item: LookupOption) => void
  /** Offers to add the typed name when no item has it (docs/product.md#lookups: created or reused). */
  onCreate?: (name: string) => void
  filter?: LookupFilter
  /** Items already chosen (a multiple choice), left out of the list. */
  exclude?: readonly number[]
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  placeholder?: string
  onBlur?: () => void
}

type Entry = { type: 'item'; item: LookupOption } | { type: 'create'; name: string }

/**
 * A search field with its list of matches (the ARIA combobox pattern): arrows move, Enter
 * chooses, Escape closes the list (and only the list). In search mode the server is asked from
 * 3 characters; 10 matches show.
 */
export function LookupInput(props: LookupInputProps) {
  const { id, kind, text, filter, exclude = [], onCreate } = props
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const { items, isLoading, tooShort } = useLookup(kind, text, { filter, enabled: open })
  const shown = items.filter((item) => !exclude.includes(item.id))
  const existing = findExistingByName(items, text)
  const canCreate =
    !!onCreate &&
    text.trim() !== '' &&
    !existing &&
    (!LOOKUPS[kind].searchMode || shouldSearch(text))
  const entries: Entry[] = [
    ...shown.map((item): Entry => ({ type: 'item', item })),
    ...(canCreate ? [{ type: 'create', name: text.trim() } as Entry] : []),
  ]

  const pick = (entry: Entry | undefined) => {
    if (!entry) return
    setOpen(false)
    setActive(-1)
    if (entry.type === 'item') props.onChoose(entry.item)
    else onCreate?.(entry.name)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setOpen(true)
      else setActive((index) => Math.min(index + 1, entries.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      // Without a highlighted entry, a typed name that exists is reused, else it is created.
      const exact = existing && !exclude.includes(existing.id) ? existing : null
      const fallback: Entry | undefined = exact
        ? { type: 'item', item: exact }
        : canCreate
          ? { type: 'create', name: text.trim() }
          : undefined
      pick(entries[active] ?? fallback)
    } else if (event.key === 'Escape' && open) {
      // The list closes; the wizard's dialog stays open.
      event.stopPropagation()
      setOpen(false)
    }
  }

  const optionId = (index: number) => `${listId}-${index}`
  return (
    <div className={`dropdown is-block lookup${open ? ' is-active' : ''}`}>
      <input
        id={id}
        className={`input${props.invalid ? ' is-danger' : ''}`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        placeholder={props.placeholder}
        disabled={props.disabled}
        value={text}
        onChange={(event) => {
          props.onTextChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          props.onBlur?.()
        }}
        onKeyDown={onKeyDown}
      />
      <div className="dropdown-menu" role="presentation">
        <ul className="dropdown-content lookup-list" role="listbox" id={listId}>
          {open && tooShort ? (
            <Hint>
              <Trans>Type at least 3 characters to search</Trans>
            </Hint>
          ) : null}
          {open && !tooShort && isLoading ? (
            <Hint>
              <Trans>Searching…</Trans>
            </Hint>
          ) : null}
          {open && !tooShort && !isLoading && entries.length === 0 ? (
            <Hint>
              <Trans>No matches</Trans>
            </Hint>
          ) : null}
          {open
            ? entries.map((entry, index) => (
                <li
                  key={entry.type === 'item' ? entry.item.id : 'create'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`dropdown-item${index === active ? ' is-active' : ''}`}
                  // Keeps the focus in the field, so its blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(entry)}
                >
                  {entry.type === 'item' ? entry.item.name : <AddName name={entry.name} />}
                </li>
              ))
            : null}
        </ul>
      </div>
    </div>
  )
}

function Hint({ children }: { children: ReactNode }) {
  return (
    <li className="dropdown-item has-text-grey" role="presentation">
      {children}
    </li>
  )
}

function AddName({ name }: { name: string }) {
  return <Trans>Add “{name}”</Trans>
}
