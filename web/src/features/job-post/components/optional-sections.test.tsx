import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { JobApiCall } from '../testing/fake-job-api'
import { SKILLS } from '../testing/fake-job-data'
import { openStep2, specs } from '../testing/open-step2'
import { choose } from '../testing/render-wizard'

const posts = (calls: JobApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.pathname, call.body])
const chips = (step: Awaited<ReturnType<typeof openStep2>>['step'], name: string) =>
  within(step.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent)

describe('step 2 lookups create a typed name', { timeout: 60_000 }, () => {
  it('offers to add a skill no item has; choosing it posts once, shows its chip and sends it', async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Add Skills' }))
    await choose(
      user,
      step.getByRole('combobox', { name: 'Skills' }),
      'Kubernetes',
      'Add “Kubernetes”',
    )
    await waitFor(() => expect(chips(step, 'Skills')).toEqual(['Kubernetes']))
    expect(posts(calls)).toEqual([['/api/v1/common/skills/', { name: 'Kubernetes' }]])

    await user.click(step.getByRole('button', { name: 'Next Step' }))
    await waitFor(() => expect(specs(calls)).toHaveLength(1))
    // The fake API numbers a created item 500 and up.
    expect(specs(calls)[0]).toMatchObject({ skills: [500 + SKILLS.length] })
  })

  it('offers it for work standards, personal qualities and required knowledge too', async () => {
    const { user, step, calls } = await openStep2()
    const sections = ['Work Standards', 'Personal Qualities', 'Required Knowledge']
    for (const name of sections) {
      await user.click(step.getByRole('button', { name: `Add ${name}` }))
      await choose(user, step.getByRole('combobox', { name }), 'Own words', 'Add “Own words”')
      await waitFor(() => expect(chips(step, name)).toEqual(['Own words']))
    }
    expect(posts(calls).map(([path]) => path)).toEqual([
      '/api/v1/common/work-standards/',
      '/api/v1/common/personal-qualities/',
      '/api/v1/common/required-knowledge/',
    ])
  })

  it('reuses an existing name typed in another case rather than adding it again', async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Add Skills' }))
    const field = step.getByRole('combobox', { name: 'Skills' })
    await user.type(field, 'accounting')
    const listbox = within(document.getElementById(field.getAttribute('aria-controls')!)!)
    await listbox.findByRole('option', { name: 'Accounting' })
    expect(listbox.queryByRole('option', { name: /^Add/ })).toBeNull()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(chips(step, 'Skills')).toEqual(['Accounting']))
    expect(posts(calls)).toEqual([])
  })

  it('offers nothing to add below 3 characters', async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Add Skills' }))
    await user.type(step.getByRole('combobox', { name: 'Skills' }), 'Ku{Enter}')
    expect(step.getByText('Type at least 3 characters to search')).toBeTruthy()
    expect(step.queryByRole('option', { name: /^Add/ })).toBeNull()
    expect(posts(calls)).toEqual([])
  })

  it('creates no 11th skill: its limit message shows and nothing is posted', async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Add Skills' }))
    const field = step.getByRole('combobox', { name: 'Skills' })
    for (const { name } of SKILLS.slice(0, 10)) await choose(user, field, name.slice(0, 4), name)
    await choose(user, field, 'Kubernetes', 'Add “Kubernetes”')
    await step.findByText('Skills field must be less than or equal 10')
    expect(chips(step, 'Skills')).toHaveLength(10)
    expect(posts(calls)).toEqual([])
  })
})
