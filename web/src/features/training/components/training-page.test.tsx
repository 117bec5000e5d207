import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TRAINING } from '../../../testing/content-fixtures'
import { renderApp } from '../../../testing/render-app'

const training = { ...TRAINING, slug: 'tally', seats_left: 2, topics: ['Day books', 'Payroll'] }

describe('a training', () => {
  it('shows its fee in NPR, its seats, what it teaches, and Enroll opens the enrolment', async () => {
    await renderApp('/en/training/tally', {
      routes: { '/api/v1/training/tally/': { body: training } },
    })
    await screen.findByRole('heading', { level: 1, name: 'Accounting with Tally' })
    expect(screen.getByText(`NRs ${TRAINING.fee.toLocaleString('en-US')}`)).toBeDefined()
    expect(screen.getByText('2 seats left')).toBeDefined()
    expect(screen.getByText('Payroll')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Enroll in this training' }))
    expect(await screen.findByRole('dialog', { name: 'Enroll in Training' })).toBeDefined()
  })

  it('in Nepali: the fee in Devanagari digits, and a full training offers no enrolment', async () => {
    await renderApp('/training/tally', {
      routes: { '/api/v1/training/tally/': { body: { ...training, seats_left: 0, fee: 0 } } },
    })
    await screen.findByRole('heading', { level: 1, name: 'Accounting with Tally' })
    expect(screen.getByText('निःशुल्क')).toBeDefined()
    expect(screen.getByText('भरियो: कुनै सिट बाँकी छैन')).toBeDefined()
    expect(screen.getByRole('status').textContent).toContain('यो तालिम भरिइसक्यो')
    expect(screen.queryByRole('button', { name: 'यो तालिममा भर्ना हुनुहोस्' })).toBeNull()
  })

  it('an unknown training shows the 404 page', async () => {
    await renderApp('/en/training/nope', {
      routes: { '/api/v1/training/nope/': { status: 404, body: { detail: 'Not found.' } } },
    })
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeDefined()
  })
})
