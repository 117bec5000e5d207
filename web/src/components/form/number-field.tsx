import type { ChangeEvent, InputHTMLAttributes } from 'react'
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form'
import { asciiDigits } from '@jagir/shared/rules/digits'
import { localDigits } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { TextField } from './text-field'

/** Digits in either script; a decimal number may have one point. */
const DIGITS = '[0-9\u0966-\u096F]*'
const DECIMAL = `${DIGITS}([.]${DIGITS})?`
/** A phone number may start with + and group its digits with spaces or hyphens. */
const PHONE = '[+]?[0-9\u0966-\u096F \\-]*'

/** `V`: what a valid form gives, when its schema turns the typed values into others. */
type DigitsProps<T extends FieldValues, N extends FieldPath<T>, V = T> = UseControllerProps<
  T,
  N,
  V
> & {
  /** Allows a decimal point (experience in years). */
  decimal?: boolean
  /** A phone number: the phone keypad, and + or separators allowed. */
  phone?: boolean
  /** Called with the value as the form keeps it (ASCII digits), after each change. */
  onValue?: (value: string) => void
}

/**
 * A form field for a number typed in Devanagari or Latin digits: the form (and so the request)
 * gets ASCII digits, the input shows the digits of the page's language, and anything else typed
 * stays as typed for the form's check to point at. A text input, as `type="number"` cannot show
 * Devanagari digits.
 */
export function useDigitsInput<T extends FieldValues, N extends FieldPath<T>, V = T>(
  props: DigitsProps<T, N, V>,
) {
  const { decimal, phone, onValue, ...controller } = props
  const lang = useLang()
  const { field, fieldState } = useController(controller)
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const value = asciiDigits(input.value)
    const shown = localDigits(value, lang)
    if (shown !== input.value) {
      // The same number of characters: the caret stays where the person typed.
      const { selectionStart, selectionEnd } = input
      input.value = shown
      input.setSelectionRange(selectionStart, selectionEnd)
    }
    field.onChange(value)
    onValue?.(value)
  }
  const input = {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    onChange,
    disabled: field.disabled,
    value:
      field.value === null || field.value === undefined ? '' : localDigits(`${field.value}`, lang),
    type: phone ? 'tel' : 'text',
    inputMode: phone ? 'tel' : decimal ? 'decimal' : 'numeric',
    pattern: phone ? PHONE : decimal ? DECIMAL : DIGITS,
  } satisfies InputHTMLAttributes<HTMLInputElement> & { ref: unknown }
  return { input, error: fieldState.error?.message }
}

type NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, V = T> = DigitsProps<T, N, V> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'onChange' | 'value'> & {
    label: string
    /** The field's message, when the form words it itself (a translated schema code). */
    error?: string
  }

/** A labelled number input (see `useDigitsInput`): mobile numbers, codes, counts and amounts. */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, V = T>(
  props: NumberFieldProps<T, N, V>,
) {
  const { control, name, rules, decimal, phone, onValue, label, error, ...attributes } = props
  const digits = useDigitsInput({ control, name, rules, decimal, phone, onValue })
  return <TextField label={label} error={error ?? digits.error} {...digits.input} {...attributes} />
}
