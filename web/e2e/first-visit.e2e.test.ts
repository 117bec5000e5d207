import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, signInViaBff, visit } from './browser'

// Issue 34, items 1 to 8: what a new job seeker or visitor met, in both languages, on a phone
// (390 px) unless said otherwise. Nothing here saves: the demo accounts stay as they are.

const PHONE = { width: 390, height: 844 }
const LANGS = [
  ['ne', ''],
  ['en', '/en'],
] as const

const TEXT = {
  en: {
    downloadApp: 'Download App',
    dialog: 'Download the Jagir App',
    noAndroid: 'The Android app is not yet published.',
    noIos: 'The iOS app is not yet published.',
    atLeastOne: 'Choose at least one district.',
    province: 'Province',
    legend: ['Applications', 'Profile views', 'Shortlists'],
    editPersonal: 'Edit Personal details',
    reputed: 'A reputed company',
  },
  ne: {
    downloadApp: 'एप डाउनलोड गर्नुहोस्',
    dialog: 'जागिर एप डाउनलोड गर्नुहोस्',
    noAndroid: 'एन्ड्रोइड एप अझै प्रकाशित भएको छैन।',
    noIos: 'आईओएस एप अझै प्रकाशित भएको छैन।',
    atLeastOne: 'कम्तीमा एउटा जिल्ला छान्नुहोस्।',
    province: 'प्रदेश',
    legend: null,
    editPersonal: null,
    reputed: 'एक प्रतिष्ठित कम्पनी',
  },
} as const

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Elements inside `selector` whose text is cut (wider than their box) or that leave the screen. */
function cutOff(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)
    if (!root) return [`${selector} not found`]
    const problems: string[] = []
    for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      const box = element.getBoundingClientRect()
      if (box.width === 0) continue
      const name = `${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'auto'
      ) {
        problems.push(`${name} is cut by ${element.scrollWidth - element.clientWidth}px`)
      }
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) {
        problems.push(`${name} spans ${box.left}-${box.right}px`)
      }
    }
    return problems
  }, selector)
}

async function signedInPage(account: string, viewport = PHONE) {
  const open = await openPage(browser, viewport)
  await visit(open.page, '/')
  await signInViaBff(open.page, account)
  return open
}

describe('the download-app dialog (item 1)', () => {
  it.each(LANGS)(
    'fits a phone in full and says which app is not yet published (%s)',
    async (lang, prefix) => {
      const text = TEXT[lang]
      const { page, context } = await openPage(browser, PHONE)
      await visit(page, `${prefix}/`)
      await page.getByRole('button', { name: text.downloadApp }).first().click()
      const dialog = page.getByRole('dialog', { name: text.dialog })
      await dialog.getByText(text.noAndroid).waitFor()
      expect(await dialog.getByText(text.noIos).isVisible()).toBe(true)
      // No button leads to a store search while the app has no page of its own.
      expect(await dialog.getByRole('link').count()).toBe(0)
      // Opened at the end of the page, not inside the navbar whose one-line text would cut it.
      expect(await page.evaluate(() => !!document.querySelector('nav dialog'))).toBe(false)
      expect(await cutOff(page, 'dialog[open] .modal-card')).toEqual([])
      await context.close()
    },
  )
})

describe('the tab bars (item 7)', () => {
  it.each(LANGS)(
    'show every profile tab on a phone, none off-screen (%s)',
    async (lang, prefix) => {
      const { page, context } = await signedInPage('seeker@jagir.demo')
      await visit(page, `${prefix}/jobseeker/profile/me`)
      const tabs = page.locator('.tab-bar a')
      await tabs.first().waitFor()
      const boxes = await tabs.evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect()
          return { text: link.textContent, left: box.left, right: box.right }
        }),
      )
      expect(boxes).toHaveLength(4)
      for (const box of boxes) {
        expect(box.left, `${lang}: ${box.text}`).toBeGreaterThanOrEqual(0)
        expect(box.right, `${lang}: ${box.text}`).toBeLessThanOrEqual(PHONE.width)
      }
      await context.close()
    },
  )
})

describe('onboarding: choosing districts (item 5)', () => {
  it.each(LANGS)(
    'drops "choose at least one" once one is chosen; rows are 44 px targets (%s)',
    async (lang, prefix) => {
      const text = TEXT[lang]
      const { page, context } = await signedInPage('onboarding@jagir.demo')
      await visit(page, `${prefix}/signup/prefered-location`)
      // The account chose two districts before: take them off (in the page only; nothing is saved).
      const removes = page.locator('.tags .delete')
      await removes.first().waitFor()
      while ((await removes.count()) > 0) await removes.first().click()
      await page.getByRole('main').locator('form button[type="submit"]').click()
      await page.getByText(text.atLeastOne).waitFor()
      await page.getByLabel(text.province).selectOption({ index: 3 })
      const rows = page.locator('.choice-box')
      await rows.first().waitFor()
      // Clicking the row's text (not the box) chooses it: the whole row is the target.
      await rows.first().click({ position: { x: 120, y: 10 } })
      expect(await rows.first().locator('input').isChecked()).toBe(true)
      expect(await page.getByText(text.atLeastOne).count()).toBe(0)
      const heights = await rows.evaluateAll((labels) =>
        labels.map((label) => label.getBoundingClientRect().height),
      )
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44)
      await context.close()
    },
  )
})

describe('the job seeker pages', () => {
  it.each(LANGS)(
    'the stats chart names each line in a legend (item 6, %s)',
    async (lang, prefix) => {
      const { page, context } = await signedInPage('seeker@jagir.demo', {
        width: 1366,
        height: 900,
      })
      await visit(page, `${prefix}/jobseeker/stats`)
      const legend = page.getByTestId('chart-legend')
      await legend.waitFor()
      const keys = await legend.locator('li').allTextContents()
      expect(keys).toHaveLength(3)
      // The legend says what the table's column headers say, in the page's language.
      const headers = await page.locator('.chart table thead th').allTextContents()
      expect(keys).toEqual(headers.slice(1))
      if (TEXT[lang].legend) expect([...keys].sort()).toEqual(TEXT[lang].legend)
      else expect(keys.join(' ')).not.toMatch(/[A-Za-z]/)
      await context.close()
    },
  )

  it.each(LANGS)('the personal details have an Edit (item 3, %s)', async (_lang, prefix) => {
    const { page, context } = await signedInPage('seeker@jagir.demo')
    await visit(page, `${prefix}/jobseeker/profile/me`)
    const edit = page.locator('#personal-edit')
    await edit.waitFor()
    await edit.click()
    const form = page.locator('#personal form')
    expect(await form.locator('input[autocomplete="name"]').inputValue()).not.toBe('')
    expect(await form.locator('button[type="submit"]').count()).toBe(1)
    await context.close()
  })

  it.each(LANGS)(
    'the data page reads as a page, with the JSON to download (item 4, %s)',
    async (lang, prefix) => {
      const { page, context } = await signedInPage('seeker@jagir.demo')
      await visit(page, `${prefix}/jobseeker/data`)
      await page.locator('.data-fields').first().waitFor()
      const body = await page.locator('main').innerText()
      // Every field is named in words: no API key (`is_public`, `date_joined`) is shown.
      expect(body).not.toMatch(/[{}"]|\d{4}-\d{2}-\d{2}T|\b[a-z]+_[a-z_]+\b/)
      if (lang === 'ne') expect(body).not.toMatch(/\b(?:true|false|null|Female|Male)\b/)
      const download = page.locator('a[download]')
      const href = await download.getAttribute('href')
      const file = await page.evaluate((url) => fetch(url!).then((r) => r.json()), href)
      expect(file).toHaveProperty('account')
      expect(await cutOff(page, 'main')).toEqual([])
      await context.close()
    },
  )
})

describe('the site writes its defaults in the page language (item 8)', () => {
  it.each(LANGS)('the hidden organisations on the home page (%s)', async (lang, prefix) => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 })
    await visit(page, `${prefix}/`)
    await page.locator('main').getByText(TEXT[lang].reputed).first().waitFor()
    const other = TEXT[lang === 'ne' ? 'en' : 'ne'].reputed
    expect(await page.locator('main').getByText(other).count()).toBe(0)
    await context.close()
  })
})
