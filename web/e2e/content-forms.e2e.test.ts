import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, seriousViolations, visit } from './browser'

/**
 * Issue 16: the public forms against the demo API, in both languages: training enrolment through
 * the account dialog (a full training refuses with a message), the insta-hire request, the
 * contact form and the COVID-19 survey each succeed, and each shows its errors under the fields
 * on bad input, keeping what was typed.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A Nepali mobile number no other test uses (one enrolment per number and training). */
let counter = 0
const uniqueMobile = () =>
  `98${String((Date.now() % 10_000_000) * 10 + (counter++ % 10))
    .padStart(8, '0')
    .slice(-8)}`

/** The error shown under a labelled field. */
async function errorUnder(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true })
  const id = await field.getAttribute('aria-describedby')
  return (await page.locator(`[id="${id}"]`).textContent()) ?? ''
}

const LANGS = [
  {
    prefix: '/en',
    course: 'Interview skills workshop',
    enroll: 'Enroll in this training',
    dialog: 'Enroll in Training',
    dialogButton: 'Enroll',
    name: 'Full name',
    mobile: 'Mobile number',
    nameError: 'Please enter your name.',
    enrolled: 'Thank you, we received it.',
    seatsLeft: /(\d+) seats left/,
    instaHire: 'Insta Hire',
    organisation: 'Organisation',
    theirMobile: 'Their mobile number',
    theirEmail: 'Their email',
    job: 'The job to fill',
    whom: 'Whom we call',
    people: 'How many people',
    sendRequest: 'Send the request',
    fillIn: 'Please fill this in.',
    phoneError: 'Please write a 10-digit mobile number starting with 98, 97 or 96.',
    requestIn: 'Your request is in. We will call you within one working day.',
    contact: 'Contact Us',
    yourName: 'Your name',
    yourEmail: 'Your email',
    about: 'What it is about',
    message: 'Your message',
    sendMessage: 'Send the message',
    emailError: 'Please write an email address such as name@example.com.',
    sent: 'Your message is sent.',
    survey: 'COVID-19 survey',
    sendAnswers: 'Send my answers',
    chooseAnswer: 'Please choose an answer.',
    yes: 'Yes',
    no: 'No',
    thanks: 'Your answers are sent.',
    thank: 'Thank you',
  },
  {
    prefix: '',
    course: 'अन्तर्वार्ता सीप कार्यशाला',
    enroll: 'यो तालिममा भर्ना हुनुहोस्',
    dialog: 'तालिममा भर्ना',
    dialogButton: 'भर्ना हुनुहोस्',
    name: 'पूरा नाम',
    mobile: 'मोबाइल नम्बर',
    nameError: 'कृपया आफ्नो नाम लेख्नुहोस्।',
    enrolled: 'धन्यवाद, हामीले प्राप्त गर्‍यौँ।',
    seatsLeft: /([०-९]+) सिट बाँकी/,
    instaHire: 'तुरुन्त भर्ना',
    organisation: 'संस्था',
    theirMobile: 'उहाँको मोबाइल नम्बर',
    theirEmail: 'उहाँको इमेल',
    job: 'भर्ना गर्नुपर्ने पद',
    whom: 'हामीले फोन गर्ने व्यक्ति',
    people: 'कति जना',
    sendRequest: 'अनुरोध पठाउनुहोस्',
    fillIn: 'कृपया यो भर्नुहोस्।',
    phoneError: 'कृपया ९८, ९७ वा ९६ बाट सुरु हुने १० अङ्कको मोबाइल नम्बर लेख्नुहोस्।',
    requestIn: 'तपाईंको अनुरोध प्राप्त भयो। हामी एक कार्यदिनभित्र फोन गर्नेछौँ।',
    contact: 'सम्पर्क गर्नुहोस्',
    yourName: 'तपाईंको नाम',
    yourEmail: 'तपाईंको इमेल',
    about: 'विषय',
    message: 'तपाईंको सन्देश',
    sendMessage: 'सन्देश पठाउनुहोस्',
    emailError: 'कृपया name@example.com जस्तो इमेल ठेगाना लेख्नुहोस्।',
    sent: 'तपाईंको सन्देश पठाइयो।',
    survey: 'कोभिड-१९ सर्वेक्षण',
    sendAnswers: 'मेरा उत्तर पठाउनुहोस्',
    chooseAnswer: 'कृपया एउटा उत्तर छान्नुहोस्।',
    yes: 'हो',
    no: 'होइन',
    thanks: 'तपाईंका उत्तरहरू पठाइए।',
    thank: 'धन्यवाद',
  },
] as const

const digits = (text: string) =>
  Number(text.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))))

describe.each(LANGS)('forms ($instaHire)', (t) => {
  it('enrolment opens the account dialog, shows field errors, then enrols and takes a seat', async () => {
    const opened = await openPage(browser, { width: 390, height: 844 })
    const { page, context } = opened
    await visit(page, `${t.prefix}/training/interview-skills-workshop`)
    await expectArrival(opened, t.course)
    const seats = page.getByRole('main').getByText(t.seatsLeft)
    const before = digits(t.seatsLeft.exec((await seats.textContent())!)![1]!)
    await page.getByRole('button', { name: t.enroll }).click()
    const dialog = page.getByRole('dialog', { name: t.dialog })
    await dialog.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByLabel(t.mobile).fill('12345')
    await dialog.getByRole('button', { name: t.dialogButton, exact: true }).click()
    await dialog.getByText(t.nameError).waitFor()
    // What was typed is still there.
    expect(await dialog.getByLabel(t.mobile).inputValue()).not.toBe('')
    await dialog.getByLabel(t.name).fill('Asha Tamang')
    await dialog.getByLabel(t.mobile).fill(uniqueMobile())
    await dialog.getByRole('button', { name: t.dialogButton, exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('snackbar').innerText()).toContain(t.enrolled)
    // The page reads the training again: one seat fewer.
    await page.waitForFunction(
      ({ pattern, count }) => {
        const text = document.querySelector('main .training-facts')?.textContent ?? ''
        const match = new RegExp(pattern).exec(text)?.[1] ?? ''
        const value = Number(match.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))))
        return value === count
      },
      { pattern: t.seatsLeft.source, count: before - 1 },
    )
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('insta-hire shows field errors in the page’s language, keeps what was typed, then takes the request', async () => {
    const opened = await openPage(browser, { width: 390, height: 844 })
    const { page, context } = opened
    await visit(page, `${t.prefix}/insta-hire`)
    await expectArrival(opened, t.instaHire)
    await page.getByLabel(t.theirMobile).fill('01-4411223')
    await page.getByRole('button', { name: t.sendRequest }).click()
    await page.locator('.help.is-danger').first().waitFor()
    expect(await errorUnder(page, t.organisation)).toBe(t.fillIn)
    expect(await errorUnder(page, t.theirMobile)).toBe(t.phoneError)
    expect(await errorUnder(page, t.job)).toBe(t.fillIn)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByLabel(t.organisation).fill('Sajha Pasal')
    await page.getByLabel(t.whom).fill('Ram Thapa')
    await page.getByLabel(t.theirMobile).fill(uniqueMobile())
    await page.getByLabel(t.theirEmail).fill('ram@sajha.com.np')
    await page.getByLabel(t.job).fill('Cashier')
    await page.getByLabel(t.people).fill('2')
    await page.getByRole('button', { name: t.sendRequest }).click()
    const done = page.getByRole('status').filter({ hasText: t.requestIn })
    await done.waitFor()
    expect(await done.innerText()).toContain(t.enrolled)
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('the contact form shows field errors, then sends the message', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, `${t.prefix}/contact`)
    await expectArrival(opened, t.contact)
    await page.getByLabel(t.yourName).fill('Gita Rai')
    await page.getByLabel(t.yourEmail).fill('gita@')
    await page.getByRole('button', { name: t.sendMessage }).click()
    await page.getByText(t.emailError).waitFor()
    expect(await errorUnder(page, t.message)).toBe(t.fillIn)
    expect(await page.getByLabel(t.yourName).inputValue()).toBe('Gita Rai')
    await page.getByLabel(t.yourEmail).fill('gita@example.com')
    await page.getByLabel(t.about).fill('A question about my account')
    await page.getByLabel(t.message).fill('How do I change my phone number?')
    await page.getByRole('button', { name: t.sendMessage }).click()
    await page.getByRole('status').filter({ hasText: t.sent }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('the COVID-19 survey asks for its required answers, then takes them', async () => {
    const opened = await openPage(browser, { width: 390, height: 844 })
    const { page, context } = opened
    await visit(page, `${t.prefix}/covid-19/survey`)
    await expectArrival(opened, t.survey)
    await page.getByRole('button', { name: t.sendAnswers }).click()
    expect(await page.getByText(t.chooseAnswer).count()).toBe(2)
    const groups = page.getByRole('main').getByRole('group')
    await groups.nth(0).getByRole('radio', { name: t.yes, exact: true }).check()
    await page.getByRole('button', { name: t.sendAnswers }).click()
    expect(await page.getByText(t.chooseAnswer).count()).toBe(1)
    // The first answer is still chosen.
    expect(await groups.nth(0).getByRole('radio', { name: t.yes, exact: true }).isChecked()).toBe(
      true,
    )
    await groups.nth(1).getByRole('radio', { name: t.no, exact: true }).check()
    await page.getByRole('button', { name: t.sendAnswers }).click()
    const done = page.getByRole('status').filter({ hasText: t.thanks })
    await done.waitFor()
    // Thanked once: the title says the answers went, the provider's answer thanks.
    expect((await done.innerText()).split(t.thank).length - 1).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
    expect(opened.errors).toEqual([])
    await context.close()
  })
})

describe('a full training', () => {
  it('refuses an enrolment that comes after its last seat, with the provider’s message, then says it is full', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, '/en/training/accounting-with-tally')
    await expectArrival(opened, 'Accounting with Tally')
    // Others take the last seats while this page is open.
    for (let taken = 0; taken < 25; taken++) {
      const status = await page.evaluate(async (phone) => {
        const response = await fetch('/api/v1/training/accounting-with-tally/enroll/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
          body: JSON.stringify({ full_name: 'Another person', phone_number: phone }),
        })
        return response.status
      }, uniqueMobile())
      if (status === 400) break
      expect(status).toBe(201)
    }
    await page.getByRole('button', { name: 'Enroll in this training' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Training' })
    await dialog.getByLabel('Full name').fill('Late Comer')
    await dialog.getByLabel('Mobile number').fill(uniqueMobile())
    await dialog.getByRole('button', { name: 'Enroll', exact: true }).click()
    await dialog
      .getByRole('alert')
      .getByText('This training is full. Choose another date or another training.')
      .waitFor()
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Late Comer')
    await page.keyboard.press('Escape')

    // Opened again, in Nepali: full, and no enrolment offered.
    await visit(page, '/training/accounting-with-tally')
    await expectArrival(opened, 'ट्यालीमा लेखा')
    await page.getByRole('main').getByText('यो तालिम भरिइसक्यो: अब भर्ना लिइँदैन।').waitFor()
    expect(await page.getByRole('button', { name: 'यो तालिममा भर्ना हुनुहोस्' }).count()).toBe(0)
    expect(opened.errors).toEqual([])
    await context.close()
  })
})
