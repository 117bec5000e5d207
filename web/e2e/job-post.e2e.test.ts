import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, signInViaBff } from './browser'
import { startRecordedApp, type RecordedApp, type UpstreamRequest } from './job-post-upstream'
import { LABELS, type Lang } from './job-post-labels'

let browser: Browser
let app: RecordedApp
beforeAll(async () => {
  ;[browser, app] = await Promise.all([launchBrowser(), startRecordedApp()])
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

interface Session {
  context: BrowserContext
  page: Page
  errors: string[]
  prefix: string
  t: (typeof LABELS)[Lang]
}

/** A fresh browser context on the recorded app, in a language (its locale cookie set). */
async function open(lang: Lang): Promise<Session> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 1280, height: 900 },
  })
  await context.addCookies([{ name: 'locale', value: lang, url: app.baseUrl }])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors, prefix: lang === 'en' ? '/en' : '', t: LABELS[lang] }
}

/** Calls the API through the BFF from the page (writes carry X-CSRF), as the SPA does. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    { method, path, body },
  )
  if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status}`)
  return (answer.text ? JSON.parse(answer.text) : undefined) as T
}

type Item = { id: number; name: string }
const firstOf = async (page: Page, path: string) =>
  (await api<{ results: Item[] }>(page, 'GET', path)).results[0]!

/** The wizard's dialog. */
const wizard = (page: Page) => page.getByRole('dialog')

/** Types into a search field of the wizard and picks the option with that exact name. */
async function choose(page: Page, field: string, typed: string, option: string) {
  await wizard(page).getByRole('combobox', { name: field, exact: true }).fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Waits for a success notice. */
const notice = (page: Page, text: string) =>
  page.getByTestId('snackbar').getByText(text, { exact: true }).waitFor()

/** The writes the upstream received from index `from` on: method, path and body. */
const writesSince = (from: number) =>
  app.received
    .slice(from)
    .filter((request) => request.method !== 'GET')
    .map((request) => [request.method, request.path, request.body] as const)

const errorTexts = (scope: Locator) => scope.locator('.help.is-danger').allInnerTexts()

interface PostedJob {
  slug: string
  basic: Record<string, unknown>
  specification: Record<string, unknown>
  questions: { question: string }[]
}
const posted = new Map<Lang, PostedJob>()

describe('the job post wizard against the demo API', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`a demo employer posts a complete job with two screening questions and publishes it; the upstream receives section 3's payloads (${lang})`, async () => {
      const { context, page, errors, prefix, t } = await open(lang)
      await page.goto(`${prefix}/about`, { waitUntil: 'networkidle' })
      await signInViaBff(page, 'employer@jagir.demo')
      const { user } = await api<{ user: { related_organizations: { id: number }[] } }>(
        page,
        'GET',
        '/bff/user',
      )
      // What the demo API names things in this language, to choose them as a user would.
      const designation = await firstOf(page, '/api/v1/common/designations/?search=Accountant')
      const template = (
        await api<{ results: Record<string, unknown>[] }>(
          page,
          'GET',
          `/api/v1/job/templates/?search=${encodeURIComponent(designation.name)}`,
        )
      ).results[0] as {
        job_level: string
        available_for: string[]
        description: string
        offered_salary: { currency: string; operator: string }
      }
      const district = await firstOf(page, '/api/v1/common/district/?search=Kathmandu')
      const city = await firstOf(
        page,
        `/api/v1/common/cities/?district=${district.id}&search=Kathmandu`,
      )
      const bachelor = await firstOf(page, '/api/v1/common/education-degrees/?search=Bachelor')
      const react = await firstOf(page, '/api/v1/common/skills/?status=Approved&search=React')
      const typescript = await firstOf(
        page,
        '/api/v1/common/skills/?status=Approved&search=TypeScript',
      )
      const insurance = await firstOf(page, '/api/v1/common/job-benefit/?search=Health%20insurance')
      const address = `E2E Marg ${lang}`
      const newBenefit = `E2E canteen ${lang}`
      const from = app.received.length

      // Step 1
      await page.goto(`${prefix}/job/post`, { waitUntil: 'networkidle' })
      const dialog = wizard(page)
      await choose(page, t.title, designation.name.slice(0, 4), designation.name)
      // The template of the title fills level, type, salary and description.
      await expect
        .poll(() => dialog.getByLabel(t.jobLevel, { exact: true }).inputValue())
        .toBe(template.job_level)
      await dialog.getByLabel(t.vacancies, { exact: true }).fill('2')
      await dialog.getByLabel(t.shift, { exact: true }).selectOption('Morning')
      await choose(page, t.district, 'Kathm', district.name)
      await choose(page, t.municipality, 'Kathm', city.name)
      await dialog.getByRole('combobox', { name: t.address, exact: true }).fill(address)
      await dialog.getByRole('combobox', { name: t.address, exact: true }).press('Enter')
      await expect
        .poll(() => dialog.getByRole('combobox', { name: t.address, exact: true }).inputValue())
        .toBe(address)
      await dialog.getByRole('radio', { name: t.range, exact: true }).check()
      await dialog.getByLabel(t.minimum, { exact: true }).fill('30000')
      await dialog.getByLabel(t.maximum, { exact: true }).fill('45000')
      await dialog.getByLabel(t.unit, { exact: true }).selectOption('Monthly')
      // A link typed without a scheme, added at the end of the first paragraph.
      const editor = dialog.getByTestId('description-editor')
      await editor.locator('p').first().click()
      await page.keyboard.press('End')
      await page.keyboard.type(' ')
      await dialog.getByRole('button', { name: t.link, exact: true }).click()
      await dialog.getByLabel(t.linkAddress, { exact: true }).fill('jagir.example')
      await dialog.getByLabel(t.linkAddress, { exact: true }).press('Enter')
      await editor.locator('a').waitFor()
      await dialog.getByRole('button', { name: t.proceed, exact: true }).click()
      await notice(page, t.basicSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '2')
      const slug = new URL(page.url()).searchParams.get('slug')!

      // Step 2
      await dialog.getByLabel(t.education, { exact: true }).selectOption(String(bachelor.id))
      await dialog.getByRole('checkbox', { name: t.educationMustHave }).check()
      await dialog.getByLabel(t.experience, { exact: true }).fill('2')
      await dialog.getByRole('button', { name: t.addSkills, exact: true }).click()
      await choose(page, t.skills, react.name, react.name)
      await choose(page, t.skills, typescript.name, typescript.name)
      await dialog.getByRole('button', { name: t.next, exact: true }).click()
      await notice(page, t.specificationSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '3')

      // Step 3
      await dialog.getByRole('switch', { name: t.benefits, exact: true }).check()
      await choose(page, t.benefits, insurance.name.slice(0, 6), insurance.name)
      await dialog.getByRole('combobox', { name: t.benefits, exact: true }).fill(newBenefit)
      await dialog.getByRole('combobox', { name: t.benefits, exact: true }).press('Enter')
      await dialog.getByRole('listitem').filter({ hasText: newBenefit }).waitFor()
      await dialog.getByRole('switch', { name: t.gender, exact: true }).check()
      await dialog.getByRole('switch', { name: t.ageCriteria, exact: true }).check()
      await dialog.getByLabel(t.age, { exact: true }).fill('18')
      const questions = [`${t.q1} (${lang})`, `${t.q2} (${lang})`]
      await dialog.getByRole('button', { name: t.addQuestion, exact: true }).click()
      await dialog.getByLabel(t.question, { exact: true }).fill(questions[0]!)
      await dialog.getByLabel(t.choice(1), { exact: true }).fill(t.yes)
      await dialog.getByLabel(t.choice(2), { exact: true }).fill(t.no)
      await dialog.getByRole('button', { name: t.saveAndAdd, exact: true }).click()
      await notice(page, t.questionAdded)
      await expect.poll(() => dialog.getByLabel(t.question, { exact: true }).inputValue()).toBe('')
      await dialog.getByLabel(t.question, { exact: true }).fill(questions[1]!)
      await dialog.getByLabel(t.questionType, { exact: true }).selectOption('textarea')
      await dialog.getByRole('button', { name: t.saveQuestion, exact: true }).click()
      await expect.poll(() => dialog.getByTestId('screening-question').count()).toBe(2)
      await dialog.getByRole('button', { name: t.previewAndPublish, exact: true }).click()
      await notice(page, t.additionalSaved)
      await page.waitForURL((url) => url.pathname === `${prefix}/job/preview`)
      await page.getByRole('heading', { level: 1, name: designation.name }).waitFor()
      await page.getByRole('button', { name: t.publish, exact: true }).click()
      await page.waitForURL((url) => url.pathname === `${prefix}/job/${slug}/detail`)

      // What the provider received, exactly (spec section 3).
      const location = await firstOf(
        page,
        `/api/v1/common/locations/?city=${city.id}&search=${encodeURIComponent(address)}`,
      )
      const benefit = await firstOf(
        page,
        `/api/v1/common/job-benefit/?search=${encodeURIComponent(newBenefit)}`,
      )
      const basic = {
        organization: user.related_organizations[0]!.id,
        title: designation.name,
        job_locations: [{ address: location.id }],
        vacancies: 2,
        description: template.description.replace(
          '</p>',
          ' <a href="http://jagir.example">jagir.example</a></p>',
        ),
        offered_salary: {
          currency: template.offered_salary.currency,
          operator: template.offered_salary.operator,
          minimum: 30000,
          maximum: 45000,
          unit: 'Monthly',
        },
        preferred_shift: 'Morning',
        job_level: template.job_level,
        available_for: [template.available_for[0]],
        tags: [],
      }
      const specification = {
        is_education_specific: true,
        education_level: bachelor.id,
        is_experience_required: false,
        min_experience_months: 24,
        experience_operator: '==',
        max_experience_months: null,
        is_skill_specific: true,
        personal_qualities: [],
        skills: [react.id, typescript.id],
        work_standards: [],
        required_knowledge: [],
      }
      const question = (text: string, type: string, choices: string[]) => ({
        question: text,
        question_type: type,
        is_required: false,
        description: '',
        answer_choices: choices.map((choice) => ({ choice_text: choice })),
      })
      const job = `/api/v1/job/${slug}`
      expect(writesSince(from)).toEqual([
        ['POST', '/api/v1/common/locations/', { address, city: city.id }],
        ['POST', '/api/v1/job/basic-info-new/', basic],
        ['PUT', `${job}/job-specification-new/`, specification],
        ['POST', '/api/v1/common/job-benefit/', { name: newBenefit }],
        ['POST', `${job}/questions/`, question(questions[0]!, 'radio', [t.yes, t.no])],
        ['POST', `${job}/questions/`, question(questions[1]!, 'textarea', [])],
        [
          'PUT',
          `${job}/additional-info-new/`,
          {
            benefits: [insurance.id, benefit.id],
            required_two_wheeler: false,
            document_categories: [],
            show_name: true,
            org_alt_name: '',
            is_document_required: false,
            is_gender_specific: true,
            gender: 'Female',
            is_age_specific: true,
            min_age: 18,
            max_age: null,
          },
        ],
        ['POST', `${job}/publish/`, undefined],
      ])
      const writes: UpstreamRequest[] = app.received.slice(from).filter((r) => r.method !== 'GET')
      for (const write of writes) {
        expect(write.headers['accept-language']).toBe(lang)
        expect(write.headers.authorization).toMatch(/^Bearer /)
        expect(write.headers['x-csrf']).toBeUndefined()
      }
      posted.set(lang, {
        slug,
        basic,
        specification,
        questions: questions.map((q) => ({ question: q })),
      })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('editing a posted job', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`prefills every step with Update; a question is edited and another deleted (${lang})`, async () => {
      const job = posted.get(lang)
      expect(job, 'the job posted by the test above').toBeDefined()
      const { context, page, errors, prefix, t } = await open(lang)
      await page.goto(`${prefix}/about`, { waitUntil: 'networkidle' })
      await signInViaBff(page, 'employer@jagir.demo')
      const from = app.received.length
      await page.goto(`${prefix}/job/post?slug=${job!.slug}&step=1`, { waitUntil: 'networkidle' })
      const dialog = wizard(page)
      const title = dialog.getByRole('combobox', { name: t.title, exact: true })
      await expect.poll(() => title.inputValue()).toBe(job!.basic.title)
      expect(await dialog.getByLabel(t.vacancies, { exact: true }).inputValue()).toBe('2')
      expect(
        await dialog.getByRole('combobox', { name: t.address, exact: true }).inputValue(),
      ).toBe(`E2E Marg ${lang}`)
      await dialog.getByTestId('description-editor').locator('a').waitFor()
      await dialog.getByLabel(t.vacancies, { exact: true }).fill('3')
      await dialog.getByRole('button', { name: t.update, exact: true }).click()
      await notice(page, t.basicSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '2')
      await dialog
        .getByRole('listitem')
        .filter({ hasText: /React|रियाक्ट/ })
        .waitFor()
      await dialog.getByRole('button', { name: t.next, exact: true }).click()
      await notice(page, t.specificationSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '3')

      const [first, second] = job!.questions
      await dialog
        .getByRole('button', { name: t.editQuestion(first!.question), exact: true })
        .click()
      const question = dialog.getByLabel(t.question, { exact: true })
      expect(await question.inputValue()).toBe(first!.question)
      const edited = `${t.q1Edited} (${lang})`
      await question.fill(edited)
      await dialog.getByRole('button', { name: t.updateQuestion, exact: true }).click()
      await notice(page, t.questionUpdated)
      await dialog.getByRole('button', { name: t.editQuestion(edited), exact: true }).waitFor()
      await dialog
        .getByRole('button', { name: t.deleteQuestion(second!.question), exact: true })
        .click()
      await notice(page, t.questionDeleted)
      await expect.poll(() => dialog.getByTestId('screening-question').count()).toBe(1)

      const writes = writesSince(from)
      const base = `/api/v1/job/${job!.slug}`
      expect(writes.slice(0, 2)).toEqual([
        ['PUT', `${base}/basic-info-new/`, { ...job!.basic, vacancies: 3 }],
        ['PUT', `${base}/job-specification-new/`, job!.specification],
      ])
      expect(
        writes.slice(2).map(([method, path]) => [method, path.replace(/\d+\/$/, 'ID/')]),
      ).toEqual([
        ['PUT', `${base}/questions/ID/`],
        ['DELETE', `${base}/questions/ID/`],
      ])
      expect(writes[2]![2]).toEqual({
        question: edited,
        question_type: 'radio',
        is_required: false,
        description: '',
        answer_choices: [{ choice_text: t.yes }, { choice_text: t.no }],
      })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('wizard messages', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`shows the validation messages of an empty step 1 and of 11 skills (${lang})`, async () => {
      const job = posted.get(lang)
      const { context, page, prefix, t } = await open(lang)
      await page.goto(`${prefix}/about`, { waitUntil: 'networkidle' })
      await signInViaBff(page, 'employer@jagir.demo')
      await page.goto(`${prefix}/job/post`, { waitUntil: 'networkidle' })
      const dialog = wizard(page)
      await dialog.getByRole('button', { name: t.proceed, exact: true }).click()
      await expect.poll(() => errorTexts(dialog)).toEqual(t.emptyStep1)

      await page.goto(`${prefix}/job/post?slug=${job!.slug}&step=2`, { waitUntil: 'networkidle' })
      const skills = await api<{ results: Item[] }>(
        page,
        'GET',
        '/api/v1/common/skills/?status=Approved&limit=30',
      )
      const chips = dialog.getByRole('list', { name: t.skills, exact: true }).getByRole('listitem')
      await expect.poll(() => chips.count()).toBe(2)
      const chosen = await chips.allInnerTexts()
      const more = skills.results.filter((skill) => !chosen.includes(skill.name)).slice(0, 9)
      for (const skill of more) await choose(page, t.skills, skill.name, skill.name)
      await expect.poll(() => chips.count()).toBe(11)
      await dialog.getByText(t.elevenSkills, { exact: true }).waitFor()
      await context.close()
    })

    it(`an employer without the initial form gets the details dialog (${lang})`, async () => {
      const { context, page, prefix, t } = await open(lang)
      await page.goto(`${prefix}/about`, { waitUntil: 'networkidle' })
      await signInViaBff(page, 'newemployer@jagir.demo')
      // Their Post Job button is disabled (spec section 4); an employer who bought a post
      // before filling the initial form reaches the wizard's address, which asks for it.
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
      await page.goto(`${prefix}/job/post`, { waitUntil: 'networkidle' })
      const dialog = page.getByRole('dialog', { name: t.employerDetails })
      await dialog.getByText(t.initialFormNotFilled, { exact: true }).waitFor()
      expect(new URL(page.url()).pathname).toBe(prefix || '/')
      await context.close()
    })

    it(`an anonymous visitor gets the employer sign-in dialog (${lang})`, async () => {
      const { context, page, prefix, t } = await open(lang)
      await page.goto(`${prefix}/about`, { waitUntil: 'networkidle' })
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
