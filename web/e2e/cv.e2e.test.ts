import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDocx, buildPdf, buildPng } from '../../shared/src/testing/cv-files'
import { launchBrowser, openPage, seriousViolations, visit } from './browser'
import { api } from './job-post-session'
import { publishFreshJob, signedIn, signUpSeeker, uniqueWord } from './seeker-api'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const TEXT = {
  en: {
    applyNow: 'Apply now',
    submit: 'Submit application',
    applied: 'You have applied for this job.',
    upload: 'Upload a CV',
    cvGroup: 'CV to send',
    uploaded: (file: string) => `My uploaded CV (${file})`,
    letter: 'Cover letter (optional)',
    download: /^Download the CV of /,
    print: 'Print or save as PDF',
    replace: 'Replace CV',
    remove: 'Remove CV',
    notCv: 'Upload a PDF or Word (DOCX) file.',
    downloadOwn: /^Download your CV/,
    printLink: 'Print the one-page CV made from your profile',
  },
  ne: {
    applyNow: 'अहिले आवेदन दिनुहोस्',
    submit: 'आवेदन पठाउनुहोस्',
    applied: 'तपाईंले यो जागिरमा आवेदन दिनुभएको छ।',
    upload: 'सीभी अपलोड गर्नुहोस्',
    cvGroup: 'पठाउने सीभी',
    uploaded: (file: string) => `मैले अपलोड गरेको सीभी (${file})`,
    letter: 'आवेदन पत्र (ऐच्छिक)',
    download: /को सीभी डाउनलोड गर्नुहोस्/,
    print: 'प्रिन्ट गर्नुहोस् वा पीडीएफ बनाउनुहोस्',
    replace: 'सीभी बदल्नुहोस्',
    remove: 'सीभी हटाउनुहोस्',
    notCv: 'पीडीएफ वा वर्ड (डक्स) फाइल अपलोड गर्नुहोस्।',
    downloadOwn: /^आफ्नो सीभी डाउनलोड गर्नुहोस्/,
    printLink: 'तपाईंको प्रोफाइलबाट बनेको एक पानाको सीभी प्रिन्ट गर्नुहोस्',
  },
} as const

/** Serious or critical axe findings on the page as it is now, by a name for the report. */
async function checkA11y(page: Page, name: string, found: Record<string, unknown>) {
  const violations = await seriousViolations(page)
  if (violations.length) found[name] = violations
}

/** Removes the signed-in seeker's uploaded CV (a DELETE with no body, as the site sends it). */
async function removeCv(page: Page) {
  const status = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/jobseeker/me/cv/', {
      method: 'DELETE',
      headers: { 'X-CSRF': '1' },
    })
    return answer.status
  })
  expect(status).toBe(200)
}

describe('a CV and a cover letter sent with an application', () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`the seeker uploads a CV at apply with a letter; the employer reads both (${lang})`, async () => {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const word = uniqueWord(lang)
      const slug = await publishFreshJob(browser, `Clerk ${word}`)
      const fileName = `cv-${word}.pdf`
      const letter = `Dear team, ${word}: I keep careful books.`
      const found: Record<string, unknown> = {}

      const seeker = await signedIn(browser, 'seeker@jagir.demo', lang)
      const { page } = seeker
      // No uploaded CV to start with: the dialog offers the upload.
      await removeCv(page)
      await visit(page, `${prefix}/job/${slug}/detail`)
      await page.getByRole('button', { name: t.applyNow }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(t.upload).setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: buildPdf(`CV ${word}`),
      })
      const chosen = dialog
        .getByRole('group', { name: t.cvGroup })
        .getByRole('radio', { name: t.uploaded(fileName) })
      await chosen.waitFor()
      expect(await chosen.isChecked()).toBe(true)
      await dialog.getByRole('textbox', { name: t.letter }).fill(letter)
      await checkA11y(page, 'apply dialog', found)
      await dialog.getByRole('button', { name: t.submit }).click()
      await page.getByText(t.applied).waitFor()
      await seeker.context.close()

      const employer = await signedIn(browser, 'employer@jagir.demo', lang)
      await visit(employer.page, `${prefix}/job/${slug}/applications`)
      const main = employer.page.getByRole('main')
      await main.getByText(letter).waitFor()
      const link = main.getByRole('link', { name: t.download })
      expect(await link.textContent()).toContain(fileName)
      await checkA11y(employer.page, 'applications', found)
      // The link is the file as uploaded, as an attachment.
      const answer = await employer.context.request.get((await link.getAttribute('href'))!)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"`)
      expect(Buffer.compare(await answer.body(), buildPdf(`CV ${word}`))).toBe(0)

      expect(found).toEqual({})
      expect(seeker.errors).toEqual([])
      expect(employer.errors).toEqual([])
      await employer.context.close()
    })
  }
})

describe("the profile's CV section", () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`uploads, refuses a renamed image, replaces, downloads and removes the CV (${lang})`, async () => {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const word = uniqueWord(lang)
      const found: Record<string, unknown> = {}
      const seeker = await signedIn(browser, 'seeker@jagir.demo', lang)
      const { page } = seeker
      await removeCv(page)
      await visit(page, `${prefix}/jobseeker/profile/me`)
      const section = page.locator('#cv')

      // An image named .pdf: the API reads the bytes and says why, in the page's language.
      await section.getByLabel(t.upload).setInputFiles({
        name: `photo-${word}.pdf`,
        mimeType: 'application/pdf',
        buffer: buildPng(),
      })
      await section.getByRole('alert').filter({ hasText: t.notCv }).waitFor()
      await checkA11y(page, 'cv section with an error', found)

      await section.getByLabel(t.upload).setInputFiles({
        name: `cv-${word}.docx`,
        mimeType: '',
        buffer: buildDocx(word),
      })
      const download = section.getByRole('link', { name: t.downloadOwn })
      await download.filter({ hasText: `cv-${word}.docx` }).waitFor()
      await section.getByLabel(t.replace).setInputFiles({
        name: `new-${word}.pdf`,
        mimeType: 'application/pdf',
        buffer: buildPdf(word),
      })
      await download.filter({ hasText: `new-${word}.pdf` }).waitFor()
      const answer = await seeker.context.request.get((await download.getAttribute('href'))!)
      expect(answer.headers()['content-type']).toBe('application/pdf')
      expect(Buffer.compare(await answer.body(), buildPdf(word))).toBe(0)
      await checkA11y(page, 'cv section', found)

      await section.getByRole('button', { name: t.remove }).click()
      await download.waitFor({ state: 'detached' })
      await section.getByLabel(t.upload).waitFor()
      await section.getByRole('link', { name: t.printLink }).click()
      await page.waitForURL((url) => url.pathname === `${prefix}/jobseeker/cv/me`)

      expect(found).toEqual({})
      expect(seeker.errors).toEqual([])
      await seeker.context.close()
    })
  }
})

/**
 * A profile as a seeker with a few years of work fills it: a headline, a paragraph about them,
 * five skills, two languages, two schools and two jobs.
 */
async function fillTypicalProfile(page: Page) {
  const skills = await api<{ results: { id: number }[] }>(
    page,
    'GET',
    '/api/v1/common/skills/?status=Approved',
  )
  const degrees = await api<{ results: { id: number }[] }>(
    page,
    'GET',
    '/api/v1/common/education-degrees/',
  )
  await api(page, 'PATCH', '/api/v1/jobseeker/me/', {
    headline: 'Accountant with five years in audit and tax',
    about:
      'I keep the books of small and mid-sized companies, prepare VAT and income tax returns and ' +
      'work with auditors. I am careful with numbers, explain them plainly, and like to make a ' +
      'process simpler for the people who use it every day.',
    working_status: 'currently_working',
    skills: skills.results.slice(0, 5).map((skill) => skill.id),
    languages: [
      { language: 'nepali', level: 'native' },
      { language: 'english', level: 'fluent' },
    ],
    education_history: [
      {
        degree: degrees.results[0]!.id,
        institution: 'Tribhuvan University',
        calendar: 'AD',
        start_year: 2014,
        end_year: 2018,
      },
      {
        degree: degrees.results[1]!.id,
        institution: 'Kathmandu Model College',
        calendar: 'AD',
        start_year: 2012,
        end_year: 2014,
      },
    ],
    work_experience: [
      {
        title: 'Senior accountant',
        organization: 'Himal Traders',
        start_date: '2021-04-01',
        end_date: null,
        is_current: true,
      },
      {
        title: 'Audit assistant',
        organization: 'Shrestha and Associates',
        start_date: '2018-07-01',
        end_date: '2021-03-31',
        is_current: false,
      },
    ],
  })
}

describe('the CV made from the profile', () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`prints on one A4 page without the site around it (${lang})`, async () => {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const found: Record<string, unknown> = {}
      // A seeker of the test's own with a typical profile: the demo seeker's grows as other
      // tests add to it, and a long profile takes a second page.
      const seeker = await openPage(browser)
      const { page } = seeker
      await visit(page, `${prefix}/about`)
      await signUpSeeker(page, lang === 'en' ? 'Sita Gurung' : 'सीता गुरुङ')
      await fillTypicalProfile(page)
      await visit(page, `${prefix}/jobseeker/cv/me`)
      const sheet = page.locator('article.cv-sheet')
      await sheet.getByRole('heading', { level: 1 }).waitFor()
      const printButton = page.getByRole('button', { name: t.print })
      expect(await printButton.isVisible()).toBe(true)
      await checkA11y(page, 'cv page', found)

      await page.emulateMedia({ media: 'print' })
      expect(await page.locator('.site-navbar').isVisible()).toBe(false)
      expect(await page.locator('.site-footer').isVisible()).toBe(false)
      expect(await printButton.isVisible()).toBe(false)
      expect(await sheet.isVisible()).toBe(true)
      // The page's text is drawn with the site's own Devanagari face.
      await page.evaluate(() => document.fonts.ready)
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      )
      if (lang === 'ne') expect(faces.join(',')).toContain('Noto Sans Devanagari')

      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true })
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
      expect(pages).toHaveLength(1)

      expect(found).toEqual({})
      expect(seeker.errors).toEqual([])
      await seeker.context.close()
    })
  }
})
