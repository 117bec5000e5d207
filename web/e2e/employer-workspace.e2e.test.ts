import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  signInViaBff,
  type OpenPage,
  reloadPage,
  visit,
} from './browser'
import { EMPLOYER_LABELS } from './employer-labels'
import { LABELS, type Lang } from './job-post-labels'
import { api, choose, createAddress, firstOf, notice, wizard } from './job-post-session'

/**
 * Issue 13: the employer's workspace against the demo API, in both languages. Each test posts
 * its own job (the demo employer is shared by files running side by side), so it finds and
 * counts only what it made.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '')
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A fresh page in a language, signed in as `username` when given. */
async function session(lang: Lang, username?: string): Promise<OpenPage> {
  const opened = await openPage(browser)
  await opened.context.addCookies([{ name: 'locale', value: lang, url: baseUrl() }])
  await visit(opened.page, `${prefixOf(lang)}/about`)
  if (username) await signInViaBff(opened.page, username)
  return opened
}

interface User {
  related_organizations: { id: number; name: string }[]
}
const currentUser = async (page: Page) => (await api<{ user: User }>(page, 'GET', '/bff/user')).user

/** A draft job of the signed-in employer, made through the API (step 1 only), published if asked. */
async function postJob(page: Page, title: string, publish: boolean): Promise<string> {
  const user = await currentUser(page)
  const district = await firstOf(page, '/api/v1/common/district/?search=Kaski')
  const city = await firstOf(page, `/api/v1/common/cities/?district=${district.id}`)
  const location = await api<{ id: number }>(page, 'POST', '/api/v1/common/locations/', {
    city: city.id,
    address: `Lakeside ${title}`,
  })
  const job = await api<{ slug: string }>(page, 'POST', '/api/v1/job/basic-info-new/', {
    organization: user.related_organizations[0]!.id,
    title,
    job_locations: [{ address: location.id }],
    vacancies: 1,
    description: '<p>Cook for our guests.</p>',
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 25000,
      maximum: null,
      unit: 'Monthly',
    },
    preferred_shift: 'Regular',
    job_level: 'entry_level',
    available_for: ['full_time'],
    tags: [],
  })
  if (publish) await api(page, 'POST', `/api/v1/job/${job.slug}/publish/`, {})
  return job.slug
}

/** Adds a required yes/no screening question to a job (as its owner). */
const addQuestion = (page: Page, slug: string, question: string, yes: string, no: string) =>
  api<{ id: number }>(page, 'POST', `/api/v1/job/${slug}/questions/`, {
    question,
    question_type: 'radio',
    is_required: true,
    description: '',
    answer_choices: [{ choice_text: yes }, { choice_text: no }],
  })

/** No serious or critical axe violation on the page as it is. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

/** The workspace's row of a job, by its title. */
const jobRow = (page: Page, title: string) =>
  page
    .getByTestId('employer-job')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })

for (const lang of ['en', 'ne'] as const) {
  const t = EMPLOYER_LABELS[lang]
  const w = LABELS[lang]
  const prefix = prefixOf(lang)

  describe(`the employer workspace (${lang})`, () => {
    it('posts a job with the wizard, finds it under active jobs, edits it from there; an applicant is shortlisted and the counts move', async () => {
      const employer = await session(lang, 'employer@jagir.demo')
      const { page } = employer
      const user = await currentUser(page)
      const designation = await firstOf(page, '/api/v1/common/designations/?search=Chef')
      const district = await firstOf(page, '/api/v1/common/district/?search=Kathmandu')
      const city = await firstOf(
        page,
        `/api/v1/common/cities/?district=${district.id}&search=Kathmandu`,
      )
      const degree = await firstOf(page, '/api/v1/common/education-degrees/?search=SLC')
      const address = `Workspace ${unique()}`

      // The wizard: step 1, 2, 3, then the preview's Publish.
      await visit(page, `${prefix}/job/post`)
      const dialog = wizard(page)
      const templates = await api<{ results: { job_level: string }[] }>(
        page,
        'GET',
        `/api/v1/job/templates/?search=${encodeURIComponent(designation.name)}`,
      )
      await choose(page, w.title, designation.name, designation.name)
      // The title's template fills level, type, salary and description: wait for it to land.
      await expect
        .poll(() => dialog.getByLabel(w.jobLevel, { exact: true }).inputValue())
        .toBe(templates.results[0]!.job_level)
      await choose(page, w.district, 'Kathm', district.name)
      await choose(page, w.municipality, 'Kathm', city.name)
      await createAddress(page, w.address, address)
      // The salary is the template's (a minimum typed over a template's range could fall above
      // its maximum).
      await dialog.getByRole('button', { name: w.proceed, exact: true }).click()
      await notice(page, w.basicSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '2')
      const slug = new URL(page.url()).searchParams.get('slug')!
      await dialog.getByLabel(w.education, { exact: true }).selectOption(String(degree.id))
      await dialog.getByLabel(w.experience, { exact: true }).fill('1')
      await dialog.getByRole('button', { name: w.next, exact: true }).click()
      await notice(page, w.specificationSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '3')
      await dialog.getByRole('button', { name: w.previewAndPublish, exact: true }).click()
      await page.waitForURL((url) => url.pathname === `${prefix}/job/preview`)
      await page.getByRole('button', { name: w.publish, exact: true }).click()
      await page.waitForURL((url) => url.pathname === `${prefix}/job/${slug}/detail`)
      const title = designation.name

      // Found under active jobs (newest first), and edited from there.
      await visit(page, `${prefix}/employer/profile/me?tab=active-jobs`)
      await expectArrival(employer, user.related_organizations[0]!.name)
      const row = page
        .getByTestId('employer-job')
        .filter({ has: page.locator(`a[href$="/job/${slug}/detail"]`) })
      await row.waitFor()
      expect(await row.getByTestId('applicants-count').textContent()).toBe(
        lang === 'en' ? '0' : '०',
      )
      await row.getByRole('link', { name: t.edit(title), exact: true }).click()
      await page.waitForURL(
        (url) => url.pathname === `${prefix}/job/post` && url.searchParams.get('slug') === slug,
      )
      await expect
        .poll(() => dialog.getByLabel(w.vacancies, { exact: true }).inputValue())
        .toBe(lang === 'en' ? '1' : '१')
      await dialog.getByLabel(w.vacancies, { exact: true }).fill('4')
      await dialog.getByRole('button', { name: w.update, exact: true }).click()
      await notice(page, w.basicSaved)

      // The demo job seeker applies, answering the required question.
      const question = `Can you start this month? ${unique()}`
      const { id: questionId } = await addQuestion(page, slug, question, w.yes, w.no)
      const seeker = await session(lang, 'seeker@jagir.demo')
      await api(seeker.page, 'POST', `/api/v1/job/${slug}/apply/`, {
        answers: [{ question: questionId, answer: w.yes }],
      })
      const me = await api<{ full_name: string }>(seeker.page, 'GET', '/api/v1/jobseeker/me/')
      await seeker.context.close()

      // The employer sees the applicant with the answer under its question.
      await visit(page, `${prefix}/employer/profile/me?tab=active-jobs`)
      await row.getByRole('link', { name: t.applicantsOf(title), exact: true }).click()
      await expectArrival(employer, t.applicantsHeading(title))
      const answers = page.locator('.application-answers')
      await expect.poll(() => answers.locator('dt').allTextContents()).toEqual([question])
      expect(await answers.locator('dd').allTextContents()).toEqual([w.yes])
      const count = (status: string) => page.getByTestId(`status-count-${status}`).textContent()
      const one = lang === 'en' ? '1' : '१'
      const none = lang === 'en' ? '0' : '०'
      await expect.poll(() => count('new')).toMatch(new RegExp(` ${one}$`))
      expect(await count('shortlisted')).toMatch(new RegExp(` ${none}$`))
      await expectAccessible(page)

      // Marked shortlisted: the counts move.
      await page.getByLabel(t.statusOf(me.full_name), { exact: true }).selectOption('shortlisted')
      await expect.poll(() => count('shortlisted')).toMatch(new RegExp(` ${one}$`))
      expect(await count('new')).toMatch(new RegExp(` ${none}$`))
      // A reload reads the status back from the API.
      await reloadPage(page)
      expect(await page.getByLabel(t.statusOf(me.full_name), { exact: true }).inputValue()).toBe(
        'shortlisted',
      )

      // Filtered by the answer to the required question.
      await page.getByLabel(t.requiredQuestion, { exact: true }).selectOption(String(questionId))
      await page.getByLabel(t.answer, { exact: true }).selectOption(w.no)
      await page.getByText(t.noMatch, { exact: true }).waitFor()
      expect(new URL(page.url()).searchParams.get('answer')).toBe(w.no)
      await page.getByLabel(t.answer, { exact: true }).selectOption(w.yes)
      await page.locator('.application-answers').waitFor()
      expect(employer.errors).toEqual([])
      await employer.context.close()
    })

    it('publishes a draft from the draft tab; it moves to active jobs', async () => {
      const employer = await session(lang, 'employer@jagir.demo')
      const { page } = employer
      const title = `Draft cook ${unique()}`
      await postJob(page, title, false)
      await visit(page, `${prefix}/employer/profile/me?tab=draft-jobs`)
      const row = jobRow(page, title)
      await row.waitFor()
      await row.getByRole('button', { name: t.publish(title), exact: true }).click()
      await notice(page, t.published)
      await expect.poll(() => row.count()).toBe(0)
      await page.getByRole('link', { name: new RegExp(`^${t.tabs['active-jobs']}`) }).click()
      await page.waitForURL((url) => url.searchParams.get('tab') === 'active-jobs')
      await jobRow(page, title).waitFor()
      expect(employer.errors).toEqual([])
      await employer.context.close()
    })

    it('opens every tab from its address, each accessible; the chart loads on the overview only', async () => {
      const employer = await session(lang, 'employer@jagir.demo')
      const { page } = employer
      const organization = (await currentUser(page)).related_organizations[0]!.name
      const chartLoads: string[] = []
      let overviewSeen = false
      page.on('request', (request) => {
        if (/\/assets\/draw-chart-[\w-]+\.js$/.test(request.url())) chartLoads.push(request.url())
      })
      for (const [tab, label] of Object.entries(t.tabs)) {
        await visit(page, `${prefix}/employer/profile/me?tab=${tab}`)
        await expectArrival(employer, organization)
        await page.getByRole('heading', { level: 2, name: label, exact: true }).waitFor()
        const current = page
          .getByRole('navigation', { name: t.workspace })
          .locator('[aria-current="page"]')
        expect(await current.getAttribute('href')).toBe(`${prefix}/employer/profile/me?tab=${tab}`)
        if (tab === 'overview') {
          const table = page.getByRole('table', { name: t.chartTitle })
          await table.waitFor({ state: 'attached' })
          expect(await table.locator('thead th').first().textContent()).toBe(t.dayColumn)
          await page.locator('.chart canvas').waitFor()
          await expect.poll(() => chartLoads.length).toBe(1)
          overviewSeen = true
        } else {
          await page
            .locator('[data-testid="employer-job"], [data-testid="empty-tab"], .jobseeker-card')
            .first()
            .waitFor()
          // Loaded once the overview has shown, never by a job or shortlist tab.
          expect(chartLoads).toHaveLength(overviewSeen ? 1 : 0)
        }
        await expectAccessible(page)
      }
      // The back button returns to the tab before.
      await page.goBack({ waitUntil: 'networkidle' })
      const labels = Object.values(t.tabs)
      await page
        .getByRole('heading', { level: 2, name: labels[labels.length - 2], exact: true })
        .waitFor()
      expect(employer.errors).toEqual([])
      await employer.context.close()
    })
  })

  describe(`the public employer pages (${lang})`, () => {
    it("lists a newly published job on the employer's page, reached from the job's page", async () => {
      const employer = await session(lang, 'employer@jagir.demo')
      const title = `Line cook ${unique()}`
      const slug = await postJob(employer.page, title, true)
      const organization = (await currentUser(employer.page)).related_organizations[0]!
      await employer.context.close()

      const visitor = await session(lang)
      const { page } = visitor
      await visit(page, `${prefix}/job/${slug}/detail`)
      await page.getByRole('link', { name: organization.name, exact: true }).click()
      await expectArrival(visitor, organization.name)
      expect(new URL(page.url()).pathname).toBe(`${prefix}/employer/profile/${organization.id}`)
      await page.getByRole('heading', { level: 2, name: t.openJobs }).waitFor()
      await page.getByRole('link', { name: title, exact: true }).waitFor()
      await expectAccessible(page)
      // The other address of the same page.
      await visit(page, `${prefix}/employer/detail/${organization.id}`)
      await expectArrival(visitor, organization.name)
      // An unknown employer is the 404 page.
      await visit(page, `${prefix}/employer/profile/999999`)
      await expectArrival(visitor, t.notFound)
      await visitor.context.close()
    })

    it('lets a visitor browse the employer zone with a district filter', async () => {
      const visitor = await session(lang)
      const { page } = visitor
      await visit(page, `${prefix}/employer-zone`)
      await expectArrival(visitor, t.zone)
      await expectAccessible(page)
      const kaski = await firstOf(page, '/api/v1/common/district/?search=Kaski')
      const all = await page.locator('.organization-list > li').count()
      await page.getByLabel(t.district, { exact: true }).selectOption(String(kaski.id))
      await page.waitForURL((url) => url.searchParams.get('district') === String(kaski.id))
      await expect.poll(() => page.locator('.organization-list > li').count()).toBeLessThan(all)
      const places = await page
        .locator('.organization-list .is-size-7.has-text-grey-dark')
        .allTextContents()
      expect(places.length).toBeGreaterThan(0)
      for (const place of places) expect(place).toContain(kaski.name)
      await expectAccessible(page)
      expect(visitor.errors).toEqual([])
      await visitor.context.close()
    })

    it('sends a job seeker who opens an applicants page where the employer guard says (home)', async () => {
      const seeker = await session(lang, 'seeker@jagir.demo')
      const { page } = seeker
      const job = (await api<{ results: { slug: string }[] }>(page, 'GET', '/api/v1/job/search/'))
        .results[0]!
      await visit(page, `${prefix}/job/${job.slug}/applications`)
      expect(new URL(page.url()).pathname).toBe(prefix || '/')
      await seeker.context.close()
    })
  })
}
