import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInNepal } from '@jagir/shared/rules/birth-date'
import { addDays, deadlineDay } from '@jagir/shared/rules/job-deadline'
import {
  baseUrl,
  launchBrowser,
  seriousViolations,
  type OpenPage,
  reloadPage,
  visit,
} from './browser'
import { api, firstOf } from './job-post-session'
import { freshEmployer, prefixOf, type Lang } from './payment-session'

/**
 * Issue 31: a job its employer steers, in both languages. Each test has an employer of its own
 * (signed up through the API, a job post bought), so the files run side by side: the deadline
 * chosen in the wizard, the preview's screening questions, the owner's bar on the job page,
 * closing, extending and duplicating from the workspace, and an English edit that leaves the
 * Nepali title alone.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const L = {
  en: {
    postAJob: 'Post a Job',
    update: 'Update',
    gregorian: 'Gregorian',
    vacancies: 'Number of candidates',
    specification: /Job Specification/,
    publish: 'Publish',
    questions: 'Screening questions',
    singleChoice: 'Single Choice',
    required: 'Answer required',
    applicants: 'Applicants (0)',
    extend: (title: string) => `Extend ${title}`,
    extendDeadline: 'Extend the deadline',
    duplicate: (title: string) => `Duplicate ${title}`,
    close: (title: string) => `Close now: ${title}`,
    closeNow: 'Close the job now',
    onlyInNepali: 'Only in Nepali',
  },
  ne: {
    postAJob: 'जागिर पोस्ट',
    update: 'अद्यावधिक गर्नुहोस्',
    gregorian: 'ईस्वी संवत्',
    vacancies: 'उम्मेदवारको सङ्ख्या',
    specification: /जागिरका आवश्यकताहरू/,
    publish: 'प्रकाशित गर्नुहोस्',
    questions: 'छनोट प्रश्नहरू',
    singleChoice: 'एक विकल्प',
    required: 'उत्तर अनिवार्य',
    applicants: 'आवेदकहरू (०)',
    extend: (title: string) => `${title}को म्याद थप्नुहोस्`,
    extendDeadline: 'अन्तिम मिति थप्नुहोस्',
    duplicate: (title: string) => `${title}को प्रतिलिपि बनाउनुहोस्`,
    close: (title: string) => `अहिले बन्द गर्नुहोस्: ${title}`,
    closeNow: 'जागिर अहिले बन्द गर्नुहोस्',
    onlyInNepali: 'नेपालीमा मात्र',
  },
} as const

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const today = () => todayInNepal()

/**
 * An employer of this test's own, signed in, with job posts bought (the wizard's address sends an
 * employer with none left to the pricing page, a duplicate's draft included).
 */
async function ownEmployer(lang: Lang, posts = 1): Promise<OpenPage> {
  const opened = await freshEmployer(browser, lang)
  const { page } = opened
  const [plan] = (await api<{ results: { id: number }[] }>(page, 'GET', '/api/v1/payment/pricing/'))
    .results
  await api(page, 'POST', '/api/v1/payment/wishlist-item/', {
    job_price_setting: plan!.id,
    quantity: posts,
  })
  await api(page, 'POST', '/api/v1/payment/checkout/', { outcome: 'success' })
  await reloadPage(page)
  return opened
}

/** Sets the page's language cookie (the BFF asks the API in it). */
const useLanguage = (opened: OpenPage, lang: Lang) =>
  opened.context.addCookies([{ name: 'locale', value: lang, url: baseUrl() }])

/** A draft of the signed-in employer through the API (step 1), in the cookie's language. */
async function draftJob(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const user = await api<{ user: { related_organizations: { id: number }[] } }>(
    page,
    'GET',
    '/bff/user',
  )
  const district = await firstOf(page, '/api/v1/common/district/?search=Kaski')
  const city = await firstOf(page, `/api/v1/common/cities/?district=${district.id}`)
  const location = await api<{ id: number }>(page, 'POST', '/api/v1/common/locations/', {
    city: city.id,
    address: `Lakeside ${unique()}`,
  })
  const job = await api<{ slug: string }>(page, 'POST', '/api/v1/job/basic-info-new/', {
    organization: user.user.related_organizations[0]!.id,
    title,
    job_locations: [{ address: location.id }],
    vacancies: 2,
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
    ...extra,
  })
  return job.slug
}

/** The job as its owner reads it, in a language. */
const ownerRead = (page: Page, slug: string) =>
  api<{ title: string; title_lang: string; status: string; deadline: string }>(
    page,
    'GET',
    `/api/v1/job/${slug}/`,
  )

/** Picks a day in a date field of `scope` (the AD input; Nepali starts with the BS selects). */
async function pickDay(page: Page, lang: Lang, day: string) {
  const dialog = page.getByRole('dialog')
  if (lang === 'ne') await dialog.getByRole('button', { name: L.ne.gregorian }).click()
  await dialog.locator('input[type="date"][name="deadline"]').fill(day)
}

describe.each(['ne', 'en'] as const)('a job its employer steers (%s)', (lang) => {
  const t = L[lang]
  const prefix = prefixOf(lang)

  it('the deadline chosen in the wizard shows on the job page; the preview lists the questions; the owner bar', async () => {
    const opened = await ownEmployer(lang)
    const { page, context, errors } = opened
    const title = `Line Cook ${unique()}`
    const slug = await draftJob(page, title)
    await api(page, 'POST', `/api/v1/job/${slug}/questions/`, {
      question: 'Can you start this month?',
      question_type: 'radio',
      is_required: true,
      description: '',
      answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    })
    const day = addDays(today(), 45)
    await visit(page, `${prefix}/job/post?slug=${slug}&step=1`)
    await page.getByRole('dialog', { name: t.postAJob }).waitFor()
    await pickDay(page, lang, day)
    await page.getByRole('dialog').getByRole('button', { name: t.update, exact: true }).click()
    await page.getByRole('dialog', { name: t.specification }).waitFor()
    expect(deadlineDay((await ownerRead(page, slug)).deadline)).toBe(day)

    // The preview lists the question with its kind, required, and its choices.
    await visit(page, `${prefix}/job/preview?slug=${slug}`)
    const questions = page.getByRole('region', { name: t.questions })
    const question = questions.getByTestId('preview-question')
    await question.getByText('Can you start this month?').waitFor()
    expect(await question.innerText()).toContain(t.singleChoice)
    expect(await question.innerText()).toContain(t.required)
    expect(await question.getByRole('listitem').allInnerTexts()).toEqual(['Yes', 'No'])
    expect(await seriousViolations(page)).toEqual([])

    // Published, the owner lands on the job page: the day chosen, and the owner's bar.
    await page.getByRole('button', { name: t.publish, exact: true }).click()
    await page.waitForURL((url) => url.pathname === `${prefix}/job/${slug}/detail`)
    await page.locator(`.job-deadline time[datetime="${day}"]`).waitFor()
    const bar = page.getByTestId('job-owner-bar')
    const applicants = bar.getByRole('link', { name: t.applicants, exact: true })
    await applicants.waitFor()
    expect(new URL(await applicants.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(
      `${prefix}/job/${slug}/applications`,
    )
    expect(await seriousViolations(page)).toEqual([])

    // A visitor's copy of the same page has no owner's bar.
    const visitorPage = await browser.newPage({ baseURL: baseUrl() })
    await visitorPage.context().addCookies([{ name: 'locale', value: lang, url: baseUrl() }])
    await visit(visitorPage, `${prefix}/job/${slug}/detail`)
    await visitorPage.locator(`.job-deadline time[datetime="${day}"]`).waitFor()
    expect(await visitorPage.getByTestId('job-owner-bar').count()).toBe(0)
    await visitorPage.close()
    expect(errors).toEqual([])
    await context.close()
  })

  it('extends, duplicates and closes a job from the workspace', async () => {
    const opened = await ownEmployer(lang, 2)
    const { page, context, errors } = opened
    const title = `Tea Maker ${unique()}`
    const slug = await draftJob(page, title, { deadline: addDays(today(), 10) })
    await api(page, 'POST', `/api/v1/job/${slug}/publish/`, {})
    const workspace = `${prefix}/employer/profile/me?tab=active-jobs`
    await visit(page, workspace)
    const row = page.getByTestId('employer-job').filter({ hasText: title })

    // Extend: a later day, through the dialog.
    await row.getByRole('button', { name: t.extend(title), exact: true }).click()
    const later = addDays(today(), 70)
    await pickDay(page, lang, later)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: t.extendDeadline }).click()
    await expect.poll(async () => deadlineDay((await ownerRead(page, slug)).deadline)).toBe(later)

    // Duplicate: a new draft, opened in the wizard with the same title.
    await row.getByRole('button', { name: t.duplicate(title), exact: true }).click()
    await page.waitForURL((url) => url.pathname === `${prefix}/job/post`)
    const copy = new URL(page.url()).searchParams.get('slug')!
    expect(copy).not.toBe(slug)
    await page.getByRole('dialog', { name: t.postAJob }).waitFor()
    const copied = await ownerRead(page, copy)
    expect(copied).toMatchObject({ title, status: 'draft' })

    // Close: asked first, then the job leaves the active tab.
    await visit(page, workspace)
    await row.getByRole('button', { name: t.close(title), exact: true }).click()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: t.closeNow }).click()
    await expect.poll(() => row.count()).toBe(0)
    expect((await ownerRead(page, slug)).status).toBe('expired')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('both languages kept', () => {
  it('editing only the vacancies in English through the wizard leaves the Nepali title', async () => {
    const opened = await ownEmployer('ne')
    const { page, context, errors } = opened
    const nepaliTitle = `भान्से ${unique()}`
    const slug = await draftJob(page, nepaliTitle)
    await useLanguage(opened, 'en')
    await visit(page, `/en/job/post?slug=${slug}&step=1`)
    const dialog = page.getByRole('dialog', { name: L.en.postAJob })
    await dialog.getByTestId('language-fallback').waitFor()
    const vacancies = dialog.getByRole('textbox', { name: L.en.vacancies })
    await vacancies.fill('5')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: L.en.update, exact: true }).click()
    await page.getByRole('dialog', { name: L.en.specification }).waitFor()

    const inEnglish = await ownerRead(page, slug)
    expect(inEnglish).toMatchObject({ title: nepaliTitle, title_lang: 'ne' })
    await useLanguage(opened, 'ne')
    expect(await ownerRead(page, slug)).toMatchObject({ title: nepaliTitle, title_lang: 'ne' })

    // Published, the English job page shows the Nepali title marked as Nepali.
    await api(page, 'POST', `/api/v1/job/${slug}/publish/`, {})
    await useLanguage(opened, 'en')
    await visit(page, `/en/job/${slug}/detail`)
    const heading = page.getByRole('heading', { level: 1, name: nepaliTitle })
    expect(await heading.getAttribute('lang')).toBe('ne')
    await page.getByText(L.en.onlyInNepali, { exact: true }).first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
