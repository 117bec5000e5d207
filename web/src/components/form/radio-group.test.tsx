import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { RadioGroup } from './radio-group'

const SHIFTS = [
  { value: 'day', label: 'Day' },
  { value: 'night', label: 'Night' },
]

function ShiftForm({ onSend }: { onSend: (shift: string) => void }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { shift: '' } })
  return (
    <form onSubmit={handleSubmit(({ shift }) => onSend(shift))} noValidate>
      <RadioGroup
        label="Shift"
        hint="When you can work."
        options={SHIFTS}
        error={formState.errors.shift?.message}
        {...register('shift', { required: 'Choose a shift.' })}
      />
      <button type="submit">Send</button>
    </form>
  )
}

describe('RadioGroup', () => {
  it('is a group named by its label, reads its hint and then its error, and sends the choice', async () => {
    const sent: string[] = []
    render(<ShiftForm onSend={(shift) => sent.push(shift)} />)
    const group = screen.getByRole('group', { name: 'Shift' })
    const said = () =>
      (group.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
    expect(said()).toEqual(['When you can work.'])
    expect(group.getAttribute('aria-invalid')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(said()).toEqual(['When you can work.', 'Choose a shift.'])
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Choose a shift.')

    await userEvent.click(within(group).getByRole('radio', { name: 'Night' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(sent).toEqual(['night'])
    expect(said()).toEqual(['When you can work.'])
  })
})
