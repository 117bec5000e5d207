import { useState } from 'react'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '../../testing/render-app'
import { DateField } from './date-field'
import {
  adToBs,
  bsMonthLength,
  bsToAd,
  bsYearsBetween,
  formatBs,
  isoOf,
  parseIso,
} from './date-field-calendar'

describe('Bikram Sambat and Gregorian days', () => {
  // New year days as Nepal's calendar gives them (BS 1 Baisakh), and a leap-year February.
  it.each([
    [{ year: 2082, month: 1, day: 1 }, '2025-04-14'],
    [{ year: 2081, month: 1, day: 1 }, '2024-04-13'],
    [{ year: 2055, month: 1, day: 1 }, '1998-04-14'],
    [{ year: 2080, month: 11, day: 17 }, '2024-02-29'],
  ])('BS %o is AD %s, both ways', (bs, iso) => {
    expect(isoOf(bsToAd(bs)!)).toBe(iso)
    expect(adToBs(parseIso(iso)!)).toEqual(bs)
  })

  it('knows that BS months differ in length from year to year', () => {
    // Asar 2082 has 32 days, Asar 2081 has 32, Poush 2082 has 30, Magh 2082 has 29.
    expect(bsMonthLength(2082, 3)).toBe(32)
    expect(bsMonthLength(2082, 9)).toBe(30)
    expect(bsMonthLength(2082, 10)).toBe(29)
    expect(bsToAd({ year: 2082, month: 10, day: 30 })).toBeNull()
    expect(bsToAd({ year: 2082, month: 13, day: 1 })).toBeNull()
  })

  it('says nothing for days outside its table or that do not exist', () => {
    expect(bsToAd({ year: 1999, month: 1, day: 1 })).toBeNull()
    expect(adToBs({ year: 1900, month: 1, day: 1 })).toBeNull()
    expect(parseIso('2025-02-30')).toBeNull()
    expect(parseIso('14/04/2025')).toBeNull()
  })

  it('writes a BS day in either language', () => {
    expect(formatBs({ year: 2055, month: 1, day: 1 }, 'ne')).toBe('१ बैशाख २०५५')
    expect(formatBs({ year: 2055, month: 1, day: 1 }, 'en')).toBe('1 Baisakh 2055')
  })

  it('offers the BS years between two AD days, newest first', () => {
    const years = bsYearsBetween(parseIso('1990-01-01'), parseIso('2010-01-01'))
    expect(years[0]).toBe(2066)
    expect(years.at(-1)).toBe(2046)
    expect(years).toHaveLength(21)
  })
})

/** The field in a form-like holder that shows the value it was given. */
function Holder({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateField label="Date of birth" value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  )
}

const value = () => screen.getByTestId('value').textContent

describe('the date field', () => {
  it('starts in Bikram Sambat in Nepali, with Nepali months and digits, and gives the AD day', async () => {
    const user = userEvent.setup()
    await renderInRouter(<Holder min="1940-01-01" max="2030-01-01" />, '/')
    expect(screen.getByRole('button', { name: 'विक्रम संवत्' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await user.selectOptions(screen.getByLabelText('साल'), '२०५५')
    await user.selectOptions(screen.getByLabelText('महिना'), 'बैशाख')
    expect(value()).toBe('')
    await user.selectOptions(screen.getByLabelText('गते'), '१')
    expect(value()).toBe('1998-04-14')
    expect(screen.getByText('१४ अप्रिल १९९८ ई.सं.')).toBeDefined()
  })

  it('moves a day past the end of a shorter month to its last day', async () => {
    const user = userEvent.setup()
    await renderInRouter(<Holder />, '/en')
    await user.click(screen.getByRole('button', { name: 'Bikram Sambat' }))
    await user.selectOptions(screen.getByLabelText('Year'), '2082')
    await user.selectOptions(screen.getByLabelText('Month'), 'Asar')
    await user.selectOptions(screen.getByLabelText('Day'), '32')
    expect(value()).toBe(isoOf(bsToAd({ year: 2082, month: 3, day: 32 })!))
    await user.selectOptions(screen.getByLabelText('Month'), 'Magh')
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('29')
    expect(value()).toBe(isoOf(bsToAd({ year: 2082, month: 10, day: 29 })!))
  })

  it('starts in AD in English and shows the same day in BS under it', async () => {
    await renderInRouter(<Holder initial="1998-04-14" />, '/en')
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement
    expect(input.type).toBe('date')
    expect(input.value).toBe('1998-04-14')
    expect(screen.getByText('1 Baisakh 2055 BS')).toBeDefined()
  })

  it('keeps the day when the calendar is switched, and follows a reset', async () => {
    const user = userEvent.setup()
    await renderInRouter(<Holder initial="2024-02-29" />, '/en')
    await user.click(screen.getByRole('button', { name: 'Bikram Sambat' }))
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2080')
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('11')
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('17')
    expect(screen.getByText('Feb 29, 2024 AD')).toBeDefined()
    await act(async () => screen.getByRole('button', { name: 'Reset' }).click())
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('')
  })

  it('announces its error with every select', async () => {
    await renderInRouter(
      <DateField label="Date of birth" value="" onChange={() => {}} error="Required." />,
      '/',
    )
    const error = screen.getByText('Required.')
    for (const name of ['साल', 'महिना', 'गते']) {
      const select = screen.getByLabelText(name)
      expect(select.getAttribute('aria-invalid')).toBe('true')
      expect(select.getAttribute('aria-describedby')).toBe(error.id)
    }
  })
})
