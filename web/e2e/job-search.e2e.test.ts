import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  DEMO_PASSWORD,
  launchBrowser,
  openPage,
  seriousViolations,
  signInViaBff,
  reloadPage,
  visit,
} from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Calls the API through the BFF from the page, as the SPA does (writes carry X-CSRF). */
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

interface Detail {
  slug: string
  has_applied: boolean
  questions_count: number
  is_owner: boolean
}

/** A page signed in as a demo account, for calling the API as that account. */
async function apiPage(username: string) {
  const opened = await openPage(browser)
  await visit(opened.page, '/en')
  await signInViaBff(opened.page, username)
  return opened
}

/** Published jobs (newest first) the demo seeker has not applied to, as the seeker sees them. */
async function openJobsForSeeker(query = ''): Promise<Detail[]> {
  const { page, context } = await apiPage('seeker@jagir.demo')
  const jobs = await api<{ results: { slug: string }[] }>(
    page,
    'GET',
    `/api/v1/job/search/?page_size=50${query}`,
  )
  const details: Detail[] = []
  for (const job of jobs.results) {
    const detail = await api<Detail>(page, 'GET', `/api/v1/job/${job.slug}/`)
    if (!detail.has_applied) details.push(detail)
  }
  await context.close()
  return details
}

const slugOf = (url: string) => /\/job\/([^/]+)\/detail/.exec(new URL(url).pathname)?.[1]

describe('job search', () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`filters by two filters kept in the address, and the toggle keeps them (${lang})`, async () => {
      const { page, context, errors } = await openPage(browser)
      const prefix = lang === 'en' ? '/en' : ''
      await visit(page, `${prefix}/job/search`)
      const labels =
        lang === 'en'
          ? {
              province: 'Province',
              level: 'Job level',
              bagmati: 'Bagmati Province',
              entry: 'Entry Level',
            }
          : { province: 'प्रदेश', level: 'जागिरको तह', bagmati: 'बागमती प्रदेश', entry: 'प्रारम्भिक तह' }
      const filters = page.getByRole('form', { name: lang === 'en' ? 'Filters' : 'फिल्टरहरू' })
      await filters
        .getByLabel(labels.province, { exact: true })
        .selectOption({ label: labels.bagmati })
      await page.waitForURL((url) => url.searchParams.get('province') === '3')
      await filters.getByLabel(labels.level, { exact: true }).selectOption({ label: labels.entry })
      await page.waitForURL((url) => url.searchParams.get('level') === 'entry_level')
      const url = new URL(page.url())
      expect(url.pathname).toBe(`${prefix}/job/search`)
      expect(Object.fromEntries(url.searchParams)).toEqual({ province: '3', level: 'entry_level' })

      // The results are the provider's for exactly these filters.
      const expected = await api<{ count: number; results: { title: string }[] }>(
        page,
        'GET',
        '/api/v1/job/search/?province=3&job_level=entry_level&page_size=10',
      )
      expect(expected.count).toBeGreaterThan(0)
      await page.locator('.job-card h2').first().waitFor()
      await expect
        .poll(() => page.locator('.job-card h2').allInnerTexts(), { timeout: 10_000 })
        .toEqual(expected.results.map((job) => job.title))

      await page.getByTestId('language-toggle').click()
      const other = lang === 'en' ? '' : '/en'
      await page.waitForURL((next) => next.pathname === `${other}/job/search`)
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        province: '3',
        level: 'entry_level',
      })
      const otherFilters = page.getByRole('form', { name: lang === 'en' ? 'फिल्टरहरू' : 'Filters' })
      // The page in the other language replaces this one once its catalog and module are in.
      const province = otherFilters.locator('select[name="province"]')
      await province.waitFor()
      const read = (select: typeof province) => select.inputValue({ timeout: 2_000 })
      await expect.poll(() => read(province), { timeout: 10_000 }).toBe('3')
      expect(await read(otherFilters.locator('select[name="level"]'))).toBe('entry_level')
      await page.locator('.job-card').first().waitFor()
      expect(await page.locator('.job-card').count()).toBe(expected.results.length)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('opens a job from the results', async () => {
    const { page, context, errors } = await openPage(browser)
    await visit(page, '/en/job/search?search=developer')
    const first = page.locator('.job-card h2 a').first()
    const title = await first.innerText()
    await first.click()
    await page.waitForURL('**/en/job/*/detail')
    const heading = () => page.getByRole('heading', { level: 1 }).innerText({ timeout: 2_000 })
    await expect.poll(heading, { timeout: 10_000 }).toBe(title)
    expect(await page.getByRole('heading', { name: 'Job overview' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("an empty search's suggestions", () => {
  interface Found {
    count: number
    results: { title: string }[]
  }
  /** The demo API's answer, as the page in that language gets it. */
  async function search(lang: 'ne' | 'en', query: string): Promise<Found> {
    const headers = { accept: 'application/json', cookie: `locale=${lang}` }
    const answer = await fetch(`${baseUrl()}/api/v1/job/search/?${query}`, { headers })
    return (await answer.json()) as Found
  }
  const nepaliDigits = (n: number) =>
    String(n).replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)]!)

  for (const lang of ['ne', 'en'] as const) {
    it(`leads a search for kathmandu in another district to Kathmandu's jobs (${lang})`, async () => {
      const districts = (await (
        await fetch(`${baseUrl()}/api/v1/common/district/?page_size=100`, {
          headers: { accept: 'application/json', cookie: 'locale=en' },
        })
      ).json()) as { results: { id: number; name: string }[] }
      const kathmandu = districts.results.find((d) => d.name === 'Kathmandu')!.id
      // A district where the word finds nothing (no job there names Kathmandu).
      let other = 0
      for (const district of districts.results) {
        if (district.id === kathmandu) continue
        if ((await search(lang, `search=kathmandu&district=${district.id}`)).count === 0) {
          other = district.id
          break
        }
      }
      expect(other).toBeGreaterThan(0)
      const inKathmandu = await search(lang, `district=${kathmandu}&ordering=newest&page_size=10`)
      expect(inKathmandu.count).toBeGreaterThan(0)

      const prefix = lang === 'en' ? '/en' : ''
      const name = lang === 'en' ? 'Kathmandu' : 'काठमाडौँ'
      const count = lang === 'en' ? String(inKathmandu.count) : nepaliDigits(inKathmandu.count)
      const label =
        lang === 'en' ? `Jobs in ${name} district (${count})` : `${name} जिल्लामा जागिर (${count})`
      // The page the server sends already links there: it works before and without the script.
      // The name comes in the page's language: the Latin word stays on the Nepali page, where it
      // still finds the same jobs (search matches a job's place in both scripts).
      const target =
        lang === 'en'
          ? `/en/job/search?district=${kathmandu}`
          : `/job/search?search=kathmandu&district=${kathmandu}`
      const served = await (
        await fetch(`${baseUrl()}${prefix}/job/search?search=kathmandu&district=${other}`)
      ).text()
      expect(served).toContain(`href="${target.replace('&', '&amp;')}"`)

      const { page, context, errors } = await openPage(browser)
      await visit(page, `${prefix}/job/search?search=kathmandu`)
      await page.locator('.job-card').first().waitFor()
      const filters = page.getByRole('form', { name: lang === 'en' ? 'Filters' : 'फिल्टरहरू' })
      await filters.locator('select[name="district"]').selectOption(String(other))
      await page.waitForURL((url) => url.searchParams.get('district') === String(other))
      const suggestion = page.getByRole('link', { name: label, exact: true })
      await suggestion.waitFor()
      const violations = await seriousViolations(page)
      expect(violations).toEqual([])

      await suggestion.click()
      await page.waitForURL((url) => url.pathname + url.search === target)
      const expected =
        lang === 'en'
          ? inKathmandu
          : await search(
              lang,
              `search=kathmandu&district=${kathmandu}&ordering=newest&page_size=10`,
            )
      expect(expected.count).toBe(inKathmandu.count)
      await expect
        .poll(() => page.locator('.job-card h2').allInnerTexts(), { timeout: 10_000 })
        .toEqual(expected.results.map((job) => job.title))
      expect(await filters.locator('select[name="district"]').inputValue()).toBe(String(kathmandu))
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('applying for a job', () => {
  /** The demo employer's published job the seeker has not applied to, given four questions. */
  async function jobWithQuestions(): Promise<string> {
    const { page, context } = await apiPage('employer@jagir.demo')
    const { user } = await api<{ user: { related_organizations: { id: number }[] } }>(
      page,
      'GET',
      '/bff/user',
    )
    const org = user.related_organizations[0]!.id
    const open = await openJobsForSeeker(`&organization=${org}`)
    const slug = open.find((job) => job.questions_count === 0)?.slug
    if (!slug) throw new Error('no job of the demo employer to add questions to')
    const add = (question: object) => api(page, 'POST', `/api/v1/job/${slug}/questions/`, question)
    await add({
      question: 'Do you have a valid driving licence?',
      question_type: 'radio',
      is_required: true,
      answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    })
    await add({
      question: 'When can you join?',
      question_type: 'dropdown',
      is_required: true,
      answer_choices: [{ choice_text: 'Immediately' }, { choice_text: 'Within a month' }],
    })
    await add({
      question: 'Years of experience?',
      question_type: 'text',
      is_required: true,
      answer_choices: [],
    })
    await add({
      question: 'Why us?',
      question_type: 'textarea',
      is_required: false,
      answer_choices: [],
    })
    await context.close()
    return slug
  }

  /** Answers the four questions in the open dialog and sends the application. */
  async function answerAndApply(page: Page, lang: 'ne' | 'en') {
    const submit = lang === 'en' ? 'Submit application' : 'आवेदन पठाउनुहोस्'
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('group', { name: /driving licence/ }).waitFor()
    // Required questions are enforced before anything is sent.
    await dialog.getByRole('button', { name: submit }).click()
    const required = lang === 'en' ? 'Please answer this question.' : 'कृपया यो प्रश्नको उत्तर दिनुहोस्।'
    await expect.poll(() => dialog.getByText(required).count(), { timeout: 10_000 }).toBe(3)
    await dialog.getByRole('radio', { name: 'Yes' }).check()
    await dialog.getByRole('combobox', { name: /When can you join/ }).selectOption('Within a month')
    await dialog.getByRole('textbox', { name: /Years of experience/ }).fill('4')
    await dialog.getByRole('textbox', { name: /Why us/ }).fill('I like the team.')
    await dialog.getByRole('button', { name: submit }).click()
    const applied =
      lang === 'en' ? 'You have applied for this job.' : 'तपाईंले यो जागिरमा आवेदन दिनुभएको छ।'
    await page.getByText(applied).waitFor()
  }

  it('lets the demo job seeker answer the questions and apply (Nepali)', async () => {
    const slug = await jobWithQuestions()
    const { page, context, errors } = await openPage(browser)
    await visit(page, `/job/${slug}/detail`)
    await signInViaBff(page, 'seeker@jagir.demo')
    await page.getByRole('button', { name: 'अहिले आवेदन दिनुहोस्' }).click()
    await answerAndApply(page, 'ne')
    // The provider kept it: a fresh load still says applied.
    await reloadPage(page)
    await page.getByText('तपाईंले यो जागिरमा आवेदन दिनुभएको छ।').waitFor()
    expect(await page.getByRole('button', { name: 'अहिले आवेदन दिनुहोस्' }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends an anonymous visitor to sign in and back to the job, then lets them apply (English)', async () => {
    const { page, context, errors } = await openPage(browser)
    // A job the demo seeker has not applied to, without questions.
    const slug = (await openJobsForSeeker()).find((job) => job.questions_count === 0)!.slug
    await visit(page, `/en/job/${slug}/detail`)
    const title = await page.getByRole('heading', { level: 1 }).innerText()
    await page.getByRole('button', { name: 'Apply now' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Please sign in as a job seeker to apply for this job.').waitFor()
    await dialog.getByLabel('Email or phone number').fill('seeker@jagir.demo')
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(slugOf(page.url())).toBe(slug)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title)
    await page.getByRole('button', { name: 'Apply now' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Submit application' }).click()
    await page.getByText('You have applied for this job.').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('does not let an employer apply', async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/en/job/search')
    const jobs = await api<{ results: { slug: string }[] }>(
      page,
      'GET',
      '/api/v1/job/search/?page_size=5',
    )
    await visit(page, `/en/job/${jobs.results[0]!.slug}/detail`)
    await signInViaBff(page, 'employer@jagir.demo')
    await page.getByText('Employers cannot apply for jobs.').waitFor()
    expect(await page.getByRole('button', { name: 'Apply now' }).count()).toBe(0)
    await context.close()
  })
})

describe('accessibility of the job pages (axe-core)', () => {
  it('finds no serious or critical violation on the search, a job and the apply dialog', async () => {
    const { page, context, errors } = await openPage(browser)
    const found: Record<string, unknown> = {}
    const check = async (name: string) => {
      const violations = await seriousViolations(page)
      if (violations.length) found[name] = violations
    }
    for (const prefix of ['', '/en']) {
      await visit(page, `${prefix}/job/search?province=3`)
      await page.locator('.job-card').first().waitFor()
      await check(`${prefix}/job/search`)
      await page.locator('.job-card h2 a').first().click()
      await page.locator('.job-detail').waitFor()
      await check(`${prefix}/job/…/detail`)
    }
    // A job the demo seeker has not applied to, so the dialog is there to check.
    const [open] = await openJobsForSeeker()
    if (!open) throw new Error('the demo seeker has applied to every job')
    await visit(page, `/en/job/${open.slug}/detail`)
    await signInViaBff(page, 'seeker@jagir.demo')
    await page.getByRole('button', { name: 'Apply now' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Submit application' }).waitFor()
    await check('apply dialog')
    expect(found).toEqual({})
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a served job page for search engines (demo API)', () => {
  const EMPLOYMENT: Record<string, string> = {
    full_time: 'FULL_TIME',
    part_time: 'PART_TIME',
    contractual: 'CONTRACTOR',
    freelancing: 'CONTRACTOR',
    internship: 'INTERN',
    traineeship: 'INTERN',
    volunteer: 'VOLUNTEER',
    temporary: 'TEMPORARY',
  }
  const UNITS: Record<string, string> = {
    Hourly: 'HOUR',
    Daily: 'DAY',
    Weekly: 'WEEK',
    Monthly: 'MONTH',
    Yearly: 'YEAR',
  }

  for (const lang of ['ne', 'en'] as const) {
    it(`carries the job's JobPosting JSON-LD (${lang})`, async () => {
      const headers = { accept: 'application/json', cookie: `locale=${lang}` }
      const search = await fetch(`${baseUrl()}/api/v1/job/search/?page_size=3`, { headers })
      const { results } = (await search.json()) as { results: { slug: string }[] }
      const slug = results[2]!.slug
      const job = (await (await fetch(`${baseUrl()}/api/v1/job/${slug}/`, { headers })).json()) as {
        title: string
        published_at: string
        deadline: string
        available_for: string[]
        organization: { name: string }
        location_info: { province: { name: string } }
        offered_salary: { minimum: number; maximum: number | null; unit: string }
      }
      const path = `${lang === 'en' ? '/en' : ''}/job/${slug}/detail`
      const page = await fetch(baseUrl() + path)
      expect(page.status).toBe(200)
      const html = await page.text()
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!
      expect(block).not.toMatch(/[०-९]/)
      const ld = JSON.parse(block) as Record<string, unknown>
      expect(ld['@type']).toBe('JobPosting')
      expect(ld.title).toBe(job.title)
      expect(typeof ld.description).toBe('string')
      expect(ld.datePosted).toBe(new Date(job.published_at).toISOString())
      expect(ld.validThrough).toBe(new Date(job.deadline).toISOString())
      expect(ld.employmentType).toEqual([...new Set(job.available_for.map((t) => EMPLOYMENT[t]))])
      expect(ld.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: job.organization.name,
      })
      expect(ld.jobLocation).toMatchObject({
        '@type': 'Place',
        address: { addressCountry: 'NP', addressRegion: job.location_info.province.name },
      })
      const salary = job.offered_salary
      const value =
        salary.maximum !== null && salary.maximum > salary.minimum
          ? { minValue: salary.minimum, maxValue: salary.maximum }
          : { value: salary.minimum }
      expect(ld.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'NPR',
        value: { '@type': 'QuantitativeValue', ...value, unitText: UNITS[salary.unit] },
      })
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}">`)
      expect(html).toContain(
        `<link rel="alternate" hreflang="en" href="${baseUrl()}/en/job/${slug}/detail">`,
      )
      expect(html).toContain(`<html lang="${lang}">`)
    })
  }

  it('answers 404 for an unknown job and 410 for an expired one', async () => {
    expect((await fetch(`${baseUrl()}/job/no-such-job/detail`)).status).toBe(404)
    const expiredSlug = await findExpiredSlug()
    expect((await fetch(`${baseUrl()}/en/job/${expiredSlug}/detail`)).status).toBe(410)
  })
})

/** An expired job of the demo employer (public pages answer 410 for it). */
async function findExpiredSlug(): Promise<string> {
  const login = await fetch(`${baseUrl()}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username: 'employer@jagir.demo', password: DEMO_PASSWORD }),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const jobs = await fetch(`${baseUrl()}/api/v1/employer/jobs/?status=expired`, {
    headers: { accept: 'application/json', cookie },
  })
  const { results } = (await jobs.json()) as { results: { slug: string }[] }
  if (!results[0]) throw new Error('the demo employer has no expired job')
  return results[0].slug
}
