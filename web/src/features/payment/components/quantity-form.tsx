import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import { quantityFormSchema, type QuantityForm as Values } from '@jagir/shared/schemas/pricing'
import { useErrorText } from '../../../components/form/error-text'
import { NumberField } from '../../../components/form/number-field'
import { applyServerErrors } from '../../../components/form/server-errors'

/**
 * A quantity (1 to 100) and its button: a pricing card's Buy, a cart line's Update. Checked with
 * the shared schema before anything is sent; the provider's refusal shows under the field, and
 * what was typed stays. `onQuantity` sees what is typed, valid or not (the card's preview).
 */
export function QuantityForm({
  initial,
  label,
  submitLabel,
  busyLabel,
  onSubmit,
  onQuantity,
  children,
  disabled = false,
}: {
  initial: number
  label: string
  submitLabel: ReactNode
  busyLabel?: string
  onSubmit: (quantity: number) => Promise<void>
  onQuantity?: (typed: string) => void
  children?: ReactNode
  disabled?: boolean
}) {
  const errorText = useErrorText()
  const [general, setGeneral] = useState<string[]>([])
  const form = useForm<Values, unknown, { quantity: number }>({
    resolver: zodResolver(quantityFormSchema, { error: jagirErrorMap }),
    defaultValues: { quantity: String(initial) },
  })
  const submit = form.handleSubmit(async ({ quantity }) => {
    setGeneral([])
    try {
      await onSubmit(quantity)
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, { knownFields: ['quantity'] }))
    }
  })
  const busy = form.formState.isSubmitting
  return (
    <form onSubmit={submit} noValidate className="quantity-form">
      <NumberField
        label={label}
        control={form.control}
        name="quantity"
        error={errorText(form.formState.errors.quantity?.message)}
        onValue={onQuantity}
        className="quantity-input"
      />
      {children}
      {general.map((message) => (
        <p key={message} className="help is-danger" role="alert">
          {message}
        </p>
      ))}
      <button
        type="submit"
        className={`button is-primary${busy ? ' is-loading' : ''}`}
        disabled={busy || disabled}
        aria-label={busy ? busyLabel : undefined}
      >
        {submitLabel}
      </button>
    </form>
  )
}
