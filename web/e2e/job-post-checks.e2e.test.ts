import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectArrival, HOME_HEADING, seriousViolations, visit } from './browser'
import {
  api,
  choose,
  errorTexts,
  firstOf,
  open,
  setUpRecordedApp,
  wizard,
  type Item,
} from './job-post-session'

const harness = setUpRecordedApp()

/** A draft job of the demo employer made through the API (step 1 saved), for steps 2 and 3. */
async function draftJob(page: Page): Promise<string> {
  const { user } = await api<{ user: { related_organizations: { id: number }[] } }>(
    page,
    'GET',
    '/bff/user',
  )
  const location = await firstOf(page, '/api/v1/common/locations/?search=Baneshwor')
  const job = await api<{ slug: string }>(page, 'POST', '/api/v1/job/basic-info-new/', {
    organization: user.related_organizations[0]!.id,
    title: 'Cashier',
    job_locations: [{ address: location.id }],
    vacancies: 1,
    description: '<p>Counts the till.</p>',
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 20000,
      maximum: null,
      unit: 'Monthly',
    },
    preferred_shift: 'Regular',
    job_level: 'entry_level',
    available_for: ['full_time'],
    tags: [],
  })
  return job.slug
}

/** The space between the dialog's two footer buttons (beside each other, or one above the other). */
async function footerGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [back, next] = [...document.querySelectorAll('.modal.is-active .modal-card-foot .button')]
      .slice(0, 2)
      .map((button) => button.getBoundingClientRect())
    if (!back || !next) throw new Error('the footer has no two buttons')
    return Math.max(next.left - back.right, next.top - back.bottom)
  })
}

describe('wizard messages', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`shows the validation messages of an empty step 1 and of 11 skills (${lang})`, async () => {
      const { context, page, prefix, t } = await open(harness, lang, 'employer@jagir.demo')
      const slug = await draftJob(page)
      await visit(page, `${prefix}/job/post`)
      const dialog = wizard(page)
      // Cancel and Proceed stand apart (issue 34).
      expect(await footerGap(page)).toBeGreaterThanOrEqual(8)
      await dialog.getByRole('button', { name: t.proceed, exact: true }).click()
      await expect.poll(() => errorTexts(dialog)).toEqual(t.emptyStep1)

      await visit(page, `${prefix}/job/post?slug=${slug}&step=2`)
      const skills = await api<{ results: Item[] }>(
        page,
        'GET',
        '/api/v1/common/skills/?status=Approved&limit=30',
      )
      // Previous Step and Next Step stand apart too.
      await dialog.getByRole('button', { name: t.addSkills, exact: true }).waitFor()
      expect(await footerGap(page)).toBeGreaterThanOrEqual(8)
      await dialog.getByRole('button', { name: t.addSkills, exact: true }).click()
      const chips = dialog.getByRole('list', { name: t.skills, exact: true }).getByRole('listitem')
      for (const skill of skills.results.slice(0, 10)) {
        await choose(page, t.skills, skill.name, skill.name)
      }
      await expect.poll(() => chips.count()).toBe(10)
      expect(await dialog.getByText(t.elevenSkills, { exact: true }).count()).toBe(0)
      const eleventh = skills.results[10]!
      await choose(page, t.skills, eleventh.name, eleventh.name)
      await expect.poll(() => chips.count()).toBe(11)
      await dialog.getByText(t.elevenSkills, { exact: true }).waitFor()
      await context.close()
    })

    it(`an employer without the initial form gets the organisation form (${lang})`, async () => {
      const { context, page, errors, prefix, t } = await open(
        harness,
        lang,
        'newemployer@jagir.demo',
      )
      // Their Post Job button is disabled (docs/product.md#post-job-button); an employer who bought a post
      // before filling the initial form and opens the wizard's address is sent to the form (issue 31).
      const user = await api<{ user: { is_purchase_available: boolean } }>(page, 'GET', '/bff/user')
      if (!user.user.is_purchase_available) {
        const [plan] = (
          await api<{ results: { id: number }[] }>(page, 'GET', '/api/v1/payment/pricing/')
        ).results
        await api(page, 'POST', '/api/v1/payment/wishlist-item/', {
          job_price_setting: plan!.id,
          quantity: 1,
        })
        await api(page, 'POST', '/api/v1/payment/checkout/', { outcome: 'success' })
      }
      await visit(page, `${prefix}/job/post`)
      await page
        .getByTestId('form-reason')
        .getByText(t.initialFormNotFilled, { exact: true })
        .waitFor()
      expect(new URL(page.url()).pathname).toBe(`${prefix}/signup/organization-details`)
      expect(errors).toEqual([])
      await context.close()
    })

    it(`an anonymous visitor gets the employer sign-in dialog (${lang})`, async () => {
      const { context, page, t } = await open(harness, lang)
      await page
        .getByRole('navigation')
        .getByRole('button', { name: t.postJob, exact: true })
        .click()
      const dialog = page.getByRole('dialog', { name: t.employerSignIn })
      await dialog.getByText(t.loginAsEmployer, { exact: true }).waitFor()
      await context.close()
    })
  }
})

describe('wizard accessibility', () => {
  it('has no serious axe violations on any step, and a switch works from the keyboard', async () => {
    const session = await open(harness, 'en', 'employer@jagir.demo')
    const { context, page, t } = session
    const slug = await draftJob(page)
    for (const step of [1, 2, 3]) {
      await visit(page, `/en/job/post?slug=${slug}&step=${step}`)
      await wizard(page).locator(`[data-step="${step}"] form`).first().waitFor()
      expect(await seriousViolations(page), `step ${step}`).toEqual([])
    }
    const gender = wizard(page).getByRole('switch', { name: t.gender, exact: true })
    await gender.focus()
    await page.keyboard.press('Space')
    expect(await gender.isChecked()).toBe(true)
    await page.keyboard.press('Escape')
    await page.waitForURL((url) => url.pathname === '/en')
    await expectArrival(session, HOME_HEADING.en)
    await context.close()
  })
})

describe('the snackbar over the wizard (issue 11, item 2)', () => {
  /** Whether two boxes on screen overlap. */
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1440, height: 900 }],
  ])("on %s, leaves the dialog's buttons and its own text uncovered", async (_screen, size) => {
    const { context, page, t } = await open(harness, 'ne', 'employer@jagir.demo')
    const slug = await draftJob(page)
    await page.setViewportSize(size)
    await visit(page, `/job/post?slug=${slug}&step=1`)
    const dialog = wizard(page)
    await expect
      .poll(() => dialog.getByRole('combobox', { name: t.title, exact: true }).inputValue())
      .toBe('Cashier')
    await dialog.getByRole('button', { name: t.update, exact: true }).click()
    await page.getByTestId('snackbar').getByText(t.basicSaved).waitFor()
    await page.waitForURL((url) => url.searchParams.get('step') === '2')
    await dialog.locator('[data-step="2"] form').first().waitFor()
    await page.locator('.modal.is-active .modal-card-foot').waitFor()
    // Two frames for the snackbar to move, should the footer have just appeared.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => {
        const element = document.querySelector(selector)
        if (!element) throw new Error(`nothing matches ${selector}`)
        return element.getBoundingClientRect().toJSON() as DOMRect
      }
      return {
        snackbar: box('[data-testid="snackbar"]'),
        text: box('[data-testid="snackbar"] .snackbar-text'),
        close: box('[data-testid="snackbar"] .delete'),
        actions: box('.modal.is-active .modal-card-foot'),
      }
    })
    expect(overlap(boxes.snackbar, boxes.actions), 'snackbar over the actions').toBe(false)
    expect(overlap(boxes.text, boxes.close), 'close button over the text').toBe(false)
    await context.close()
  })
})
