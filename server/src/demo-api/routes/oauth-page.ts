import { createHash } from 'node:crypto'
import type { Locale } from '../lib/locale.js'

const TEXT = {
  en: {
    title: 'Demo sign-in',
    heading: 'Sign in to Jagir with the demo provider',
    body: 'This is the sign-in provider built into Jagir’s demo API. No real account is used: you will be signed in as the demo job seeker, Sita Sharma (seeker@jagir.demo).',
    allow: 'Continue as the demo job seeker',
    deny: 'Cancel',
    invalid: 'This sign-in request is not valid.',
    invalidBody:
      'The application that sent you here gave an unknown client or a return address the demo does not trust. Go back and try again.',
  },
  ne: {
    title: 'डेमो लग इन',
    heading: 'डेमो प्रदायकमार्फत जागिरमा लग इन गर्नुहोस्',
    body: 'यो जागिरको डेमो API भित्रको लग इन प्रदायक हो। कुनै वास्तविक खाता प्रयोग हुँदैन: तपाईं डेमो जागिर खोज्ने सीता शर्मा (seeker@jagir.demo) को रूपमा लग इन हुनुहुनेछ।',
    allow: 'डेमो जागिर खोज्नेको रूपमा जारी राख्नुहोस्',
    deny: 'रद्द गर्नुहोस्',
    invalid: 'यो लग इन अनुरोध मान्य छैन।',
    invalidBody:
      'तपाईंलाई यहाँ पठाउने एपले अज्ञात क्लाइन्ट वा डेमोले विश्वास नगर्ने फिर्ती ठेगाना दियो। पछाडि गएर फेरि प्रयास गर्नुहोस्।',
  },
} as const

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const STYLE =
  'body{font-family:"Noto Sans Devanagari",system-ui,sans-serif;background:#f5f7fa;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}' +
  'main{background:#fff;max-width:28rem;padding:2rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1)}' +
  'h1{font-size:1.4rem;margin-top:0}button{font-size:1rem;padding:.7rem 1.2rem;border-radius:4px;border:1px solid #485fc7;cursor:pointer;margin:.3rem .3rem 0 0}' +
  '.primary{background:#485fc7;color:#fff}.secondary{background:#fff;color:#485fc7}'

/** The CSP source that allows the pages' one `<style>` block (the site allows no other inline style). */
export const PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

function page(locale: Locale, title: string, content: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${content}</main></body></html>`
}

/** The consent page: one form posting the request back with allow or deny. */
export function consentPage(locale: Locale, params: Record<string, string>): string {
  const t = TEXT[locale]
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
  return page(
    locale,
    t.title,
    `<h1>${escape(t.heading)}</h1><p>${escape(t.body)}</p><form method="post" action="/demo-oauth/authorize">${hidden}<button class="primary" type="submit" name="decision" value="allow">${escape(t.allow)}</button><button class="secondary" type="submit" name="decision" value="deny">${escape(t.deny)}</button></form>`,
  )
}

/** The page for a request the demo will not send anywhere (bad client or redirect_uri). */
export function invalidRequestPage(locale: Locale): string {
  const t = TEXT[locale]
  return page(locale, t.title, `<h1>${escape(t.invalid)}</h1><p>${escape(t.invalidBody)}</p>`)
}
