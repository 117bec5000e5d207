import { useId, useState, type FormEvent } from 'react'
import { SEARCH_TEXT_MAX } from '@jagir/shared/rules/constants'
import { SearchIcon } from './icons'

interface SearchBoxProps {
  /**
   * The search landmark's accessible name. Required: a page with the header's search and its
   * own has two search landmarks, which screen reader users tell apart only by name.
   */
  name: string
  /** The accessible name of the field. */
  label: string
  placeholder: string
  /** The button's text. */
  submitLabel: string
  onSearch: (text: string) => void
  /**
   * Where the form goes without JavaScript (a GET with `search=`): the page the search opens, so
   * a page the server rendered can be searched before, or without, its script.
   */
  action?: string
  initialValue?: string
  /** Larger field and button, for a page's main search. */
  large?: boolean
  /** The button drawn as a magnifier (its text becomes its accessible name), for tight rows. */
  iconButton?: boolean
  className?: string
}

/** A search field with its button; submitting hands the trimmed text to `onSearch`. */
export function SearchBox(props: SearchBoxProps) {
  const {
    name,
    label,
    placeholder,
    submitLabel,
    onSearch,
    initialValue = '',
    large,
    iconButton,
    className,
    action,
  } = props
  const [text, setText] = useState(initialValue)
  const id = useId()
  const size = large ? ' is-medium' : ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    <form
      role="search"
      aria-label={name}
      className={className}
      action={action}
      method="get"
      onSubmit={submit}
    >
      <label className="is-sr-only" htmlFor={id}>
        {label}
      </label>
      <div className="field has-addons">
        <div className="control is-expanded">
          <input
            id={id}
            className={`input${size}`}
            type="search"
            name="search"
            maxLength={SEARCH_TEXT_MAX}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="control">
          {iconButton ? (
            <button type="submit" className={`button is-primary${size}`} aria-label={submitLabel}>
              <SearchIcon />
            </button>
          ) : (
            <button type="submit" className={`button is-primary${size}`}>
              {submitLabel}
            </button>
          )}
        </div>
      </div>
    </form>
  )
}
