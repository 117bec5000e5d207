import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { GroupFrame } from './field-frame'
import type { SelectOption } from './select-field'

interface RadioGroupProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'checked'
> {
  label: ReactNode
  options: readonly SelectOption[]
  error?: string
  hint?: ReactNode
  /** The chosen value of a group kept by its page; a group registered with a form leaves it out. */
  value?: string | null
  /** Short choices side by side (Yes, No); else one a line. */
  inline?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled group of radio buttons with its error (see `GroupFrame`): registered with a form
 * (`{...register(name)}`) or kept by the page (`value` and `onChange`).
 */
export function RadioGroup(props: RadioGroupProps) {
  const { label, options, error, hint, value, inline, id, ref, ...input } = props
  const ownId = useId()
  const groupId = id ?? ownId
  const choice = (option: SelectOption, index: number) => (
    <label key={index} className={`radio${inline ? ' mr-4' : ''}`}>
      <input
        ref={ref}
        type="radio"
        value={option.value}
        checked={value === undefined ? undefined : value === String(option.value)}
        {...input}
      />{' '}
      {option.label}
    </label>
  )
  return (
    <GroupFrame id={groupId} label={label} error={error} hint={hint}>
      {inline ? (
        <div className="control">{options.map(choice)}</div>
      ) : (
        options.map((option, index) => (
          <div className="control mb-2" key={index}>
            {choice(option, index)}
          </div>
        ))
      )}
    </GroupFrame>
  )
}
