import type { Browser, Page } from 'playwright-core'
import {
  baseUrl,
  DEMO_PASSWORD,
  openPage,
  signInViaBff,
  type OpenPage,
  reloadPage,
  visit,
} from './browser'
import { api } from './job-post-session'
import { codeIn, lastSmsTo } from './outbox'

/**
 * Issue 14's browser tests: a fresh employer per test (signed up through the demo API, its
 * initial form filled), so each test's cart, orders and job posts are its own.
 */

export type Lang = 'en' | 'ne'

/** The pages' words as the tests look for them, in both languages. */
export const PAY_LABELS = {
  en: {
    pricing: 'Pricing',
    cart: 'Your cart',
    paid: 'Thank you, your payment went through',
    failed: 'The payment did not go through',
    basic: 'Basic',
    standard: 'Standard',
    quantity: 'How many packages',
    buy: 'Buy',
    pay: 'Pay',
    tryAgain: 'Try again',
    signInDialog: 'Employer Sign In',
    postAJob: 'Post a Job',
    noPosts: /You have no job posts left/,
    quantityError: 'It must be 100 or less.',
    money: (figure: string) => `NPR ${figure}`,
    figures: { 6000: '6,000', 780: '780', 6780: '6,780', 1000: '1,000', 130: '130', 1130: '1,130' },
    orderNumber: /^Order number \d+$/,
    declined: /declined/,
    nothingCharged: 'Nothing was charged',
    amount: (money: string) => `Amount: ${money}`,
    contacts: 'Contact details of these job seekers (2)',
  },
  ne: {
    pricing: 'मूल्य सूची',
    cart: 'तपाईंको कार्ट',
    paid: 'धन्यवाद, तपाईंको भुक्तानी सफल भयो',
    failed: 'भुक्तानी सफल भएन',
    basic: 'आधारभूत',
    standard: 'मानक',
    quantity: 'कति प्याकेज',
    buy: 'किन्नुहोस्',
    pay: 'भुक्तानी गर्नुहोस्',
    tryAgain: 'फेरि प्रयास गर्नुहोस्',
    signInDialog: 'रोजगारदाता लग इन',
    postAJob: 'जागिर पोस्ट',
    noPosts: /तपाईंसँग जागिर पोस्ट बाँकी छैन/,
    quantityError: 'यो १०० वा सोभन्दा कम हुनुपर्छ।',
    money: (figure: string) => `रु. ${figure}`,
    figures: { 6000: '६,०००', 780: '७८०', 6780: '६,७८०', 1000: '१,०००', 130: '१३०', 1130: '१,१३०' },
    orderNumber: /^अर्डर नम्बर [०-९]+$/,
    declined: /अस्वीकार/,
    nothingCharged: 'कुनै रकम काटिएको छैन',
    amount: (money: string) => `रकम: ${money}`,
    contacts: 'यी जागिर खोज्नेहरूको सम्पर्क विवरण (२)',
  },
} as const

export const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '')

/** A Nepali mobile number nobody has yet (98 and eight random digits). */
const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/**
 * A new employer signed up through the demo API (its code read from the development outbox), a
 * number nobody has yet (another when the first is taken: that number's SMS carries no code);
 * returns the number to sign in with. The page stays signed out.
 */
export async function signUpEmployer(
  page: Page,
  fullName: string,
  origin = baseUrl(),
): Promise<string> {
  let phone = freshPhone()
  let otp: string | undefined
  for (let tries = 0; ; tries++) {
    await api(page, 'POST', '/api/v1/auth/signup/send-otp/', {
      phone_number: phone,
      role: 'employer',
    })
    otp = codeIn(await lastSmsTo(phone, origin))
    if (otp) break
    // A number someone already has: another.
    if (tries > 3) throw new Error(`no sign-up code for ${phone}`)
    phone = freshPhone()
  }
  const { verification_token } = await api<{ verification_token: string }>(
    page,
    'POST',
    '/api/v1/auth/signup/verify-otp/',
    { phone_number: phone, otp },
  )
  await api(page, 'POST', '/api/v1/auth/signup/set-password/', {
    phone_number: phone,
    verification_token,
    password: DEMO_PASSWORD,
    full_name: fullName,
  })
  return phone
}

/** A fresh page in a language, not signed in, on the About page (of `origin`'s server). */
export async function visitor(browser: Browser, lang: Lang, origin = baseUrl()): Promise<OpenPage> {
  const opened = await openPage(browser, undefined, origin)
  await opened.context.addCookies([{ name: 'locale', value: lang, url: origin }])
  await visit(opened.page, `${prefixOf(lang)}/about`)
  return opened
}

/**
 * A new employer of its own: signed up by phone (the code from the outbox), signed in, initial form
 * filled (so it has an organisation) and no job post to use yet.
 */
export async function freshEmployer(
  browser: Browser,
  lang: Lang,
  origin = baseUrl(),
): Promise<OpenPage> {
  const opened = await visitor(browser, lang, origin)
  const { page } = opened
  const phone = await signUpEmployer(page, 'Payment Test Employer', origin)
  await signInViaBff(page, phone)
  await api(page, 'POST', '/api/v1/employer/organization/', {
    name: `Himal Traders ${phone}`,
    category: 1,
    district: 27,
    address: 'New Road',
    phone_number: phone,
    employees: '1-10',
  })
  await reloadPage(page)
  return opened
}

/** The employer's job posts bought and not used yet. */
export const purchasedPosts = async (page: Page) =>
  (await api<{ job_posts_left: { purchased: number } }>(page, 'GET', '/api/v1/employer/overview/'))
    .job_posts_left.purchased

/** A pricing card by its package's name. */
export const pricingCard = (page: Page, name: string) =>
  page.locator('article.pricing-card', {
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  })
