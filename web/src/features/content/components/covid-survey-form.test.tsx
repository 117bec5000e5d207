import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SURVEY } from '../../../testing/content-fixtures'
import { renderApp } from '../../../testing/render-app'

describe('the COVID-19 survey', () => {
  it('sends the chosen and written answers as the provider names them', async () => {
    const { calls } = await renderApp('/en/covid-19/survey', {
      routes: {
        '/api/v1/covid-19/survey/': { body: SURVEY },
        'POST /api/v1/covid-19/survey/': { status: 201, body: { id: 1, detail: 'Thank you.' } },
      },
    })
    const first = await screen.findByRole('group', { name: /Did COVID-19 change your job/ })
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }))
    expect(within(first).getByText('Please choose an answer.')).toBeDefined()
    await userEvent.click(within(first).getByRole('radio', { name: 'No' }))
    await userEvent.type(screen.getByLabelText('Which skills would help you?'), ' Driving ')
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }))
    await screen.findByText('Your answers are sent.')
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answers: [
        { question: 1, answer: 'No' },
        { question: 4, answer: 'Driving' },
      ],
    })
  })

  it('puts the provider’s error under its question', async () => {
    await renderApp('/en/covid-19/survey', {
      routes: {
        '/api/v1/covid-19/survey/': { body: SURVEY },
        'POST /api/v1/covid-19/survey/': {
          status: 400,
          body: { 'answers.1': ['"Maybe" is not a valid choice.'] },
        },
      },
    })
    const first = await screen.findByRole('group', { name: /Did COVID-19 change your job/ })
    await userEvent.click(within(first).getByRole('radio', { name: 'Yes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }))
    expect(await within(first).findByText('"Maybe" is not a valid choice.')).toBeDefined()
    expect(within(first).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true)
  })
})
