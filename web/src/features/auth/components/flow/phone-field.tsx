import './phone-field.scss'
import { useId } from 'react'
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_COUNTRY_CODE } from '@jagir/shared/rules/constants'
import { useDigitsInput } from '../../../../components/form/number-field'
import { localDigits } from '../../../../lib/format'
import { useLang } from '../../../../lib/lang'
import { FieldFrame } from '../../../../components/form/field-frame'

type PhoneFieldProps<T extends FieldValues, N extends FieldPath<T>, V = T> = UseControllerProps<
  T,
  N,
  V
> & {
  label: string
  /** The field's message, worded by the form (a translated schema code). */
  error?: string
}

/**
 * A Nepali mobile number with the country before it (Nepal's flag and +977: the codes go by SMS
 * to Nepali numbers only); Devanagari or Latin digits, +977 typed again is accepted too.
 */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>, V = T>(
  props: PhoneFieldProps<T, N, V>,
) {
  const { label, error: worded, ...controller } = props
  const { t } = useLingui()
  const lang = useLang()
  const id = useId()
  const digits = useDigitsInput({ ...controller, phone: true })
  const { input } = digits
  const error = worded ?? digits.error
  const country = t`Nepal`
  const code = localDigits(DEFAULT_COUNTRY_CODE, lang)
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="field has-addons mb-0">
        <div className="control">
          <span className="button is-static phone-country" id={`${id}-country`} title={country}>
            <NepalFlag />
            &nbsp;{code}
          </span>
        </div>
        <div className="control is-expanded">
          <input
            {...input}
            id={id}
            autoComplete="tel-national"
            className={`input${error ? ' is-danger' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-country${error ? ` ${id}-error` : ''}`}
          />
        </div>
      </div>
    </FieldFrame>
  )
}

/**
 * Nepal's flag, drawn: the flag emoji is two letters or two empty boxes where the system has no
 * emoji font (Windows, most Linux desktops).
 */
function NepalFlag() {
  return (
    <svg className="phone-country-flag" viewBox="0 0 16 20" aria-hidden="true" focusable="false">
      <polygon
        points="1,1 14,8.5 5,8.5 14,19 1,19"
        fill="#dc143c"
        stroke="#003893"
        strokeWidth="1.4"
        strokeLinejoin="miter"
      />
      <circle cx="4.6" cy="6.4" r="1.9" fill="#fff" />
      <circle cx="4.6" cy="5.5" r="1.9" fill="#dc143c" />
      <circle cx="4.6" cy="14.2" r="2.1" fill="#fff" />
    </svg>
  )
}
