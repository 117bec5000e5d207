import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { buildFakeJob, type JobApiCall } from '../testing/fake-job-api'
import { renderWizard, wizardDialog } from '../testing/render-wizard'

const SLUG = 'book-keeper-7'
const writes = (calls: JobApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.pathname.includes('/questions/'))
    .map((call) => [call.method, call.pathname.replace(`/api/v1/job/${SLUG}/`, ''), call.body])

const notice = (text: string) =>
  waitFor(() => expect(screen.getByTestId('snackbar').textContent).toContain(text))

async function openQuestions(saved: { id: number; [key: string]: unknown }[] = []) {
  const app = await renderWizard(`/en/job/post?slug=${SLUG}&step=3`, {
    user: buildEmployer(),
    jobs: [buildFakeJob()],
    questions: { [SLUG]: saved },
  })
  const step = await wizardDialog(/Additional Info/)
  const section = within(step.getByRole('region', { name: 'Screening questions' }))
  return { ...app, step, section }
}

const SAVED = {
  id: 5,
  question: 'Can you work weekends?',
  question_type: 'radio',
  is_required: true,
  description: 'Saturdays mostly.',
  answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
}

describe('a new screening question', { timeout: 60_000 }, () => {
  it('starts as radio with two empty choices, not required, and offers the four types', async () => {
    const { user, section } = await openQuestions()
    expect(section.getByText('No screening questions yet.')).toBeTruthy()
    await user.click(section.getByRole('button', { name: 'Add question' }))
    const type = section.getByRole('combobox', { name: 'Question type' }) as HTMLSelectElement
    expect(type.value).toBe('radio')
    expect([...type.options].map((option) => option.textContent)).toEqual([
      'Single Choice',
      'Dropdown',
      'Short Answer',
      'Multi-line Answer',
    ])
    expect(
      section
        .getAllByRole('textbox', { name: /^Choice/ })
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['', ''])
    expect(
      (section.getByRole('checkbox', { name: 'Answer required' }) as HTMLInputElement).checked,
    ).toBe(false)
  })
})

describe('questions', { timeout: 60_000 }, () => {
  it("'Save and add' saves, keeps the form open and resets it; text questions lose their choices", async () => {
    const { user, section, calls } = await openQuestions()
    await user.click(section.getByRole('button', { name: 'Add question' }))
    await user.type(section.getByRole('textbox', { name: 'Question' }), 'Do you ride a scooter?')
    await user.type(section.getByRole('textbox', { name: 'Choice 1' }), 'Yes')
    await user.type(section.getByRole('textbox', { name: 'Choice 2' }), 'No')
    await user.click(section.getByRole('checkbox', { name: 'Answer required' }))
    await user.click(section.getByRole('button', { name: 'Save and add' }))
    await notice('Successfully added question')
    await waitFor(() =>
      expect((section.getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value).toBe(
        '',
      ),
    )
    expect(section.getAllByTestId('screening-question')).toHaveLength(1)

    await user.type(
      section.getByRole('textbox', { name: 'Question' }),
      'Where did you work before?',
    )
    await user.selectOptions(
      section.getByRole('combobox', { name: 'Question type' }),
      'Short Answer',
    )
    expect(section.queryByRole('textbox', { name: 'Choice 1' })).toBeNull()
    await user.click(section.getByRole('button', { name: 'Save question' }))
    await waitFor(() => expect(section.getAllByTestId('screening-question')).toHaveLength(2))
    expect(section.queryByRole('textbox', { name: 'Question' })).toBeNull()
    expect(writes(calls)).toEqual([
      [
        'POST',
        'questions/',
        {
          question: 'Do you ride a scooter?',
          question_type: 'radio',
          is_required: true,
          description: '',
          answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
        },
      ],
      [
        'POST',
        'questions/',
        {
          question: 'Where did you work before?',
          question_type: 'text',
          is_required: false,
          description: '',
          answer_choices: [],
        },
      ],
    ])
  })

  it('edits a copy in update mode (the list is unchanged until saved), then deletes', async () => {
    const { user, section, calls } = await openQuestions([SAVED])
    await user.click(section.getByRole('button', { name: 'Edit question: Can you work weekends?' }))
    const question = section.getByRole('textbox', { name: 'Question' }) as HTMLInputElement
    expect(question.value).toBe('Can you work weekends?')
    expect(
      (section.getByRole('textbox', { name: 'Description (optional)' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Saturdays mostly.')
    expect(section.queryByRole('button', { name: 'Save and add' })).toBeNull()
    await user.clear(question)
    await user.type(question, 'Can you work on Saturdays?')
    expect(section.getByTestId('screening-question').textContent).toContain(
      'Can you work weekends?',
    )
    await user.click(section.getByRole('button', { name: 'Update question' }))
    await notice('Successfully updated question')
    await waitFor(() =>
      expect(section.getByTestId('screening-question').textContent).toContain(
        'Can you work on Saturdays?',
      ),
    )

    await user.click(
      section.getByRole('button', { name: 'Delete question: Can you work on Saturdays?' }),
    )
    await notice('Successfully deleted question')
    await section.findByText('No screening questions yet.')
    expect(writes(calls)).toEqual([
      [
        'PUT',
        'questions/5/',
        {
          question: 'Can you work on Saturdays?',
          question_type: 'radio',
          is_required: true,
          description: 'Saturdays mostly.',
          answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
        },
      ],
      ['DELETE', 'questions/5/', undefined],
    ])
  })

  it('fills a new question from a preset', async () => {
    const { user, section } = await openQuestions()
    await user.click(section.getByRole('button', { name: 'Choose a preset question' }))
    await user.click(
      await section.findByRole('button', {
        name: 'Use preset: Do you have a valid driving licence?',
      }),
    )
    expect((section.getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value).toBe(
      'Do you have a valid driving licence?',
    )
    expect(
      section
        .getAllByRole('textbox', { name: /^Choice/ })
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['Yes', 'No'])
    expect(section.getByRole('button', { name: 'Save question' })).toBeTruthy()
  })

  it('checks the question before saving', async () => {
    const { user, section, calls } = await openQuestions()
    await user.click(section.getByRole('button', { name: 'Add question' }))
    await user.click(section.getByRole('button', { name: 'Save question' }))
    // The question and its two choices, each with the message under it.
    await waitFor(() => expect(section.getAllByText('Please fill this in.')).toHaveLength(3))
    expect(writes(calls)).toEqual([])
  })
})
