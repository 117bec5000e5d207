import { readFile } from 'node:fs/promises'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  reloadPage,
  visit,
} from './browser'
import { api } from './job-post-session'
import { signedIn, uniqueWord } from './seeker-api'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// A 1×1 PNG: a real image the browser decodes and scales before sending.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const TEXT = {
  en: {
    profile: 'My profile',
    name: 'Sita Sharma',
    edit: (section: string) => `Edit ${section}`,
    education: 'Education',
    experience: 'Work experience',
    skills: 'Skills',
    photo: 'Photo',
    addEducation: 'Add education',
    educationEntry: /^Education \d+$/,
    degree: 'Degree',
    masters: "Master's degree",
    institution: 'School, college or university',
    bs: 'Bikram Sambat (BS)',
    fromYear: 'From (year)',
    toYear: 'To (year; blank while studying)',
    addJob: 'Add a job',
    jobEntry: /^Job \d+$/,
    jobTitle: 'Job title',
    organisation: 'Organisation',
    from: 'From',
    to: 'To',
    save: 'Save',
    cancel: 'Cancel',
    endBeforeStart: 'The end cannot be before the start.',
    addSkill: 'Add a skill',
    add: 'Add',
    eleventh: 'Skills field must be less than or equal 10',
    tooBig: 'The photo must be at most 5 MB.',
    notImage: 'Choose a JPEG, PNG or WebP image.',
    limited: /This is the public part of the profile/,
    data: 'Your data',
    download: 'Download as JSON',
    stats: 'Your activity',
    chart: 'Your activity week by week',
    viewsTab: 'Profile views',
    viewers: 'Employers who viewed your profile',
  },
  ne: {
    profile: 'मेरो प्रोफाइल',
    name: 'सीता शर्मा',
    edit: (section: string) => `${section} सम्पादन गर्नुहोस्`,
    education: 'शिक्षा',
    experience: 'कार्य अनुभव',
    skills: 'सीपहरू',
    photo: 'फोटो',
    addEducation: 'शिक्षा थप्नुहोस्',
    educationEntry: /^शिक्षा [०-९]+$/,
    degree: 'उपाधि',
    masters: 'स्नातकोत्तर',
    institution: 'विद्यालय, कलेज वा विश्वविद्यालय',
    bs: 'विक्रम संवत् (वि.सं.)',
    fromYear: 'सुरु (वर्ष)',
    toYear: 'अन्त्य (वर्ष; अध्ययनरत भए खाली छोड्नुहोस्)',
    addJob: 'जागिर थप्नुहोस्',
    jobEntry: /^जागिर [०-९]+$/,
    jobTitle: 'पदको नाम',
    organisation: 'संस्था',
    from: 'देखि',
    to: 'सम्म',
    save: 'सुरक्षित गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    endBeforeStart: 'अन्त्य सुरुभन्दा अघि हुन सक्दैन।',
    addSkill: 'सीप थप्नुहोस्',
    add: 'थप्नुहोस्',
    eleventh: 'सीपहरू: बढीमा १० वटा मात्र हुन सक्छन्',
    tooBig: 'फोटो बढीमा ५ एमबी हुनुपर्छ।',
    notImage: 'जेपेग, पीएनजी वा वेबपी तस्बिर छान्नुहोस्।',
    limited: /यो प्रोफाइलको सार्वजनिक भाग हो/,
    data: 'तपाईंको विवरण',
    download: 'जेसन फाइलका रूपमा डाउनलोड गर्नुहोस्',
    stats: 'तपाईंको गतिविधि',
    chart: 'हप्तैपिच्छे तपाईंको गतिविधि',
    viewsTab: 'प्रोफाइल हेराइ',
    viewers: 'तपाईंको प्रोफाइल हेर्ने रोजगारदाता',
  },
} as const
type Lang = keyof typeof TEXT

/** A section of the profile (each is a region named by its heading). */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** A day in a date field: the browser's date input in English, the BS selects in Nepali. */
async function pickDay(field: Locator, lang: Lang, ad: string, bs: [number, number, number]) {
  if (lang === 'en') return field.locator('input[type="date"]').fill(ad)
  const [year, month, day] = bs
  await field.getByRole('combobox', { name: 'साल' }).selectOption(String(year))
  await field.getByRole('combobox', { name: 'महिना' }).selectOption(String(month))
  await field.getByRole('combobox', { name: 'गते' }).selectOption(String(day))
}

async function addEducation(page: Page, lang: Lang, institution: string) {
  const t = TEXT[lang]
  const education = section(page, t.education)
  await education.getByRole('button', { name: t.edit(t.education) }).click()
  await education.getByRole('button', { name: t.addEducation }).click()
  const entry = education.getByRole('group', { name: t.educationEntry }).last()
  await entry.getByLabel(t.degree).selectOption({ label: t.masters })
  await entry.getByLabel(t.institution).fill(institution)
  await entry.getByLabel(t.bs).check()
  await entry.getByLabel(t.fromYear).fill('2078')
  await entry.getByLabel(t.toYear).fill('2076')
  await education.getByRole('button', { name: t.save }).click()
  // Refused under the field, with everything typed kept.
  await entry.getByText(t.endBeforeStart).waitFor()
  expect(await entry.getByLabel(t.institution).inputValue()).toBe(institution)
  await entry.getByLabel(t.toYear).fill('2080')
  await education.getByRole('button', { name: t.save }).click()
  await education.getByText(institution).waitFor()
  // Typed in BS, shown in the page's calendar: BS in Nepali, AD in English.
  const shown = education.getByRole('listitem').filter({ hasText: institution })
  expect(await shown.innerText()).toContain(lang === 'ne' ? '२०७८ – २०८० वि.सं.' : '2021 – 2023 AD')
}

async function addExperience(page: Page, lang: Lang, title: string) {
  const t = TEXT[lang]
  const experience = section(page, t.experience)
  await experience.getByRole('button', { name: t.edit(t.experience) }).click()
  await experience.getByRole('button', { name: t.addJob }).click()
  const entry = experience.getByRole('group', { name: t.jobEntry }).last()
  await entry.getByLabel(t.jobTitle).fill(title)
  await entry.getByLabel(t.organisation).fill('Gorkha Cold Store')
  await pickDay(
    entry.getByRole('group', { name: t.from, exact: true }),
    lang,
    '2023-05-01',
    [2080, 1, 18],
  )
  await pickDay(
    entry.getByRole('group', { name: t.to, exact: true }),
    lang,
    '2022-05-01',
    [2079, 1, 18],
  )
  await experience.getByRole('button', { name: t.save }).click()
  await entry.getByText(t.endBeforeStart).waitFor()
  await pickDay(
    entry.getByRole('group', { name: t.to, exact: true }),
    lang,
    '2024-05-01',
    [2081, 1, 19],
  )
  await experience.getByRole('button', { name: t.save }).click()
  await experience.getByText(title).waitFor()
}

/** Bad files for the photo: refused with their reason; then a real one is saved. */
async function tryPhotos(page: Page, lang: Lang) {
  const t = TEXT[lang]
  const photo = section(page, t.photo)
  const input = photo.locator('input[type="file"]')
  const big = {
    name: 'camera.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  }
  await input.setInputFiles(big)
  await photo.getByText(t.tooBig).waitFor()
  await input.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await photo.getByText(t.notImage).waitFor()
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  const img = photo.locator('img.seeker-avatar')
  await img.waitFor()
  expect(await img.getAttribute('src')).toMatch(/^\/api\/v1\/media\/photos\/\d+-[0-9a-f]+\.jpg$/)
}

/** Ten skills already (set through the API); the 11th is refused in the form. */
async function tryEleventhSkill(page: Page, lang: Lang) {
  const t = TEXT[lang]
  await api(page, 'PATCH', '/api/v1/jobseeker/me/', { skills: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })
  await reloadPage(page)
  const skills = section(page, t.skills)
  await skills.getByRole('button', { name: t.edit(t.skills) }).click()
  await skills.getByLabel(t.addSkill).fill('Forklift driving')
  await skills.getByRole('button', { name: t.add, exact: true }).click()
  await skills.getByText(t.eleventh).waitFor()
  await skills.getByRole('button', { name: t.cancel }).click()
}

describe("the job seeker's profile, edited in place", () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`edits education and experience, an employer sees them and shows under profile views; bad input is refused; the data downloads (${lang})`, async () => {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const word = uniqueWord(lang)
      const institution = `Institute ${word}`
      const jobTitle = `Store keeper ${word}`
      const found: Record<string, unknown> = {}
      const check = async (page: Page, name: string) => {
        const violations = await seriousViolations(page)
        if (violations.length) found[name] = violations
      }

      const seeker = await signedIn(browser, 'seeker@jagir.demo', lang, { width: 390, height: 844 })
      const { page } = seeker
      await visit(page, `${prefix}/jobseeker/profile/me?tab=overview`)
      await expectArrival(seeker, t.profile)
      await check(page, 'overview')
      await addEducation(page, lang, institution)
      await addExperience(page, lang, jobTitle)
      await tryPhotos(page, lang)
      await tryEleventhSkill(page, lang)
      await check(page, 'overview, edited')

      // An employer opens the public profile: the whole of it, the new entries included.
      const employer = await signedIn(browser, 'employer@jagir.demo', lang)
      const { user } = await api<{ user: { related_organizations: { name: string }[] } }>(
        employer.page,
        'GET',
        '/bff/user',
      )
      await visit(employer.page, `${prefix}/jobseeker/profile/sita-sharma`)
      await expectArrival(employer, t.name)
      await employer.page.getByText(institution).waitFor()
      await employer.page.getByText(jobTitle).waitFor()
      await check(employer.page, 'public profile (employer)')
      await employer.context.close()

      // The seeker sees that visit under profile views, newest first.
      await page.getByRole('link', { name: t.viewsTab }).click()
      const first = page.getByRole('list', { name: t.viewers }).getByRole('listitem').first()
      await first.getByText(user.related_organizations[0]!.name).waitFor()

      // A visitor sees the public part only.
      const visitor = await openPage(browser)
      await visit(visitor.page, `${prefix}/jobseeker/profile/sita-sharma`)
      await expectArrival(visitor, t.name)
      await visitor.page.getByText(t.limited).waitFor()
      expect(await visitor.page.getByText(institution).count()).toBe(0)
      await check(visitor.page, 'public profile (visitor)')
      await visitor.context.close()

      // Stats: the chart (or its table) and the figures.
      await visit(page, `${prefix}/jobseeker/stats`)
      await expectArrival(seeker, t.stats)
      await page.getByRole('table', { name: t.chart }).waitFor({ state: 'attached' })
      await check(page, 'stats')

      // Data: everything, and its download as JSON.
      await visit(page, `${prefix}/jobseeker/data`)
      await expectArrival(seeker, t.data)
      await page.getByText(institution).first().waitFor()
      await check(page, 'data')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t.download }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(
        /^jagir-data-sita-sharma-\d{4}-\d{2}-\d{2}\.json$/,
      )
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        account: { email: string }
        profile: {
          education_history: { institution: string }[]
          work_experience: { title: string }[]
        }
      }
      expect(data.account.email).toBe('seeker@jagir.demo')
      expect(data.profile.education_history.map((entry) => entry.institution)).toContain(
        institution,
      )
      expect(data.profile.work_experience.map((entry) => entry.title)).toContain(jobTitle)

      expect(found).toEqual({})
      expect(seeker.errors).toEqual([])
      await seeker.context.close()
    })
  }
})
