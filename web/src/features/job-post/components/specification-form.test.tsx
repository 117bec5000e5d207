import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openStep2, specs } from '../testing/open-step2'
import { choose } from '../testing/render-wizard'

const checkbox = (element: HTMLElement) => element as HTMLInputElement

/** The message a field names as its description (its error under it). */
const errorUnder = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent

describe('education', { timeout: 60_000 }, () => {
  it("starts with 'Not Required', whose must-have box is unchecked and disabled", async () => {
    const { user, step, calls } = await openStep2()
    const select = step.getByRole('combobox', { name: 'Minimum educational qualification' })
    const box = checkbox(step.getByRole('checkbox', { name: 'Education is a must-have' }))
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not Required', 'SEE', 'Plus Two', 'Bachelor', 'Master'])
    expect([box.checked, box.disabled]).toEqual([false, true])

    await user.selectOptions(select, 'Master')
    expect(box.disabled).toBe(false)
    await user.click(box)
    await user.selectOptions(select, 'Not Required')
    expect([box.checked, box.disabled]).toEqual([false, true])

    await user.selectOptions(select, 'SEE')
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    // A level without the box is 'preferred': sent, but not specific.
    await waitFor(() => expect(specs(calls)).toHaveLength(1))
    expect(specs(calls)[0]).toMatchObject({ education_level: 1, is_education_specific: false })
  })

  it("'Not Required' sends no level", async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    await waitFor(() => expect(specs(calls)).toHaveLength(1))
    expect(specs(calls)[0]).toMatchObject({ education_level: null, is_education_specific: false })
  })
})

describe('experience', { timeout: 60_000 }, () => {
  it("disables the must-have box for an empty value or '0', and sends years as months", async () => {
    const { user, step, calls } = await openStep2()
    const years = step.getByRole('textbox', { name: 'Minimum experience' })
    const box = checkbox(step.getByRole('checkbox', { name: 'Experience is a must-have' }))
    expect(box.disabled).toBe(true)
    await user.clear(years)
    expect(box.disabled).toBe(true)
    await user.type(years, '1.5')
    expect(box.disabled).toBe(false)
    await user.click(box)
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    await waitFor(() => expect(specs(calls)).toHaveLength(1))
    expect(specs(calls)[0]).toMatchObject({
      is_experience_required: true,
      min_experience_months: 18,
      experience_operator: '==',
      max_experience_months: null,
    })
  })

  it('sends no months when the experience is 0 (not required)', async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    await waitFor(() => expect(specs(calls)).toHaveLength(1))
    expect(specs(calls)[0]).toMatchObject({
      is_experience_required: false,
      min_experience_months: null,
      experience_operator: null,
    })
  })

  it('the experience is required and at least 0', async () => {
    const { user, step, calls } = await openStep2()
    const years = step.getByRole('textbox', { name: 'Minimum experience' })
    await user.clear(years)
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    await waitFor(() => expect(errorUnder(years)).toBe('Please fill this in.'))
    await user.type(years, '-2')
    await waitFor(() => expect(errorUnder(years)).toBe('It must be 0 or more.'))
    expect(specs(calls)).toEqual([])
  })
})

describe('the optional sections of step 2', { timeout: 60_000 }, () => {
  it('adds each section by its button, over its Approved lookup, and removes it by the trash icon', async () => {
    const { user, step, calls } = await openStep2()
    expect(step.queryByRole('region', { name: 'Work Standards' })).toBeNull()
    for (const name of ['Work Standards', 'Personal Qualities', 'Required Knowledge']) {
      await user.click(step.getByRole('button', { name: `Add ${name}` }))
    }
    await choose(
      user,
      step.getByRole('combobox', { name: 'Work Standards' }),
      'Punc',
      'Punctuality',
    )
    await choose(
      user,
      step.getByRole('combobox', { name: 'Personal Qualities' }),
      'Hone',
      'Honesty',
    )
    await choose(user, step.getByRole('combobox', { name: 'Required Knowledge' }), 'Tall', 'Tally')
    expect(calls.filter((c) => c.query.get('search') === 'Punc').map((c) => c.path)).toEqual([
      '/api/v1/common/work-standards/?status=Approved&search=Punc',
    ])

    await user.click(step.getByRole('button', { name: 'Remove Personal Qualities' }))
    expect(step.queryByRole('region', { name: 'Personal Qualities' })).toBeNull()
    expect(step.getByRole('button', { name: 'Add Personal Qualities' })).toBeTruthy()
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    await waitFor(() => expect(specs(calls)).toHaveLength(1))
    expect(specs(calls)[0]).toMatchObject({
      work_standards: [1],
      personal_qualities: [],
      required_knowledge: [3],
      skills: [],
      is_skill_specific: false,
    })
  })

  it("an 11th skill shows 'Skills field must be less than or equal 10'", async () => {
    const { user, step, calls } = await openStep2()
    await user.click(step.getByRole('button', { name: 'Add Skills' }))
    const field = step.getByRole('combobox', { name: 'Skills' })
    const names = ['Accounting', 'Auditing', 'Bookkeeping', 'Budgeting', 'Communication', 'Excel']
    names.push('Negotiation', 'Payroll', 'Reporting', 'Taxation')
    for (const name of names) await choose(user, field, name.slice(0, 4), name)
    expect(step.queryByText('Skills field must be less than or equal 10')).toBeNull()
    await choose(user, field, 'Team', 'Teamwork')
    await step.findByText('Skills field must be less than or equal 10')
    await user.click(step.getByRole('button', { name: 'Next Step' }))
    expect(specs(calls)).toEqual([])

    await user.click(step.getByRole('button', { name: 'Remove Teamwork' }))
    await waitFor(() =>
      expect(step.queryByText('Skills field must be less than or equal 10')).toBeNull(),
    )
  })

  it('says it in Nepali too', async () => {
    const { user, step } = await openStep2('ne')
    await user.click(step.getByRole('button', { name: 'सीपहरू थप्नुहोस्' }))
    const field = step.getByRole('combobox', { name: 'सीपहरू' })
    for (const name of ['Accounting', 'Auditing', 'Bookkeeping', 'Budgeting', 'Communication']) {
      await choose(user, field, name.slice(0, 4), name)
    }
    for (const name of ['Excel', 'Negotiation', 'Payroll', 'Reporting', 'Taxation', 'Teamwork']) {
      await choose(user, field, name.slice(0, 4), name)
    }
    await step.findByText('सीपहरू: बढीमा १० वटा मात्र हुन सक्छन्')
  })
})

describe('the success notice of step 2', { timeout: 60_000 }, () => {
  it('names the step as its title does, in Nepali too', async () => {
    const { user, step } = await openStep2('ne')
    await user.click(step.getByRole('button', { name: 'अर्को चरण' }))
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain(
        'जागिरका आवश्यकताहरू सफलतापूर्वक अद्यावधिक भए',
      ),
    )
  })
})
