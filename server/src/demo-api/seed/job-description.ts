import { devanagariDigits, type Text } from '../lib/locale.js'
import { CATEGORY_DUTIES } from './job-catalog.js'

/** The opening sentence: the company by name, or, when the job hides it, its own voice. */
function opening(title: Text, org: Text | null, city: Text): Text {
  const post = {
    en: `the post of <strong>${title.en}</strong>`,
    ne: `<strong>${title.ne}</strong> पदका लागि`,
  }
  return org
    ? {
        en: `${org.en} is looking for candidates for ${post.en} in ${city.en}.`,
        ne: `${org.ne}ले ${city.ne}मा ${post.ne} कर्मचारी खोज्दै छ।`,
      }
    : {
        en: `We are looking for candidates for ${post.en} in ${city.en}.`,
        ne: `हामी ${city.ne}मा ${post.ne} कर्मचारी खोज्दै छौँ।`,
      }
}

/**
 * A job description in both languages (simple rich text: paragraphs and lists). `org` is null
 * when the job hides its company's name. Its headings are not the job page's own (no second
 * 'Requirements').
 */
export function describeJob(
  title: Text,
  org: Text | null,
  city: Text,
  category: number,
  months: number,
): Text {
  const [a, b] = CATEGORY_DUTIES[category]!
  const years = Math.round(months / 12)
  const first = opening(title, org, city)
  const en = `<p>${first.en}</p><h3>Responsibilities</h3><ul><li>${a.en}</li><li>${b.en}</li></ul><h3>Who we are looking for</h3><ul><li>${years ? `At least ${years} year${years > 1 ? 's' : ''} of experience` : 'Freshers are welcome'}</li><li>Good command of Nepali and English</li></ul>`
  const ne = `<p>${first.ne}</p><h3>जिम्मेवारी</h3><ul><li>${a.ne}</li><li>${b.ne}</li></ul><h3>हामी कस्तो व्यक्ति खोज्दै छौँ</h3><ul><li>${years ? `कम्तीमा ${devanagariDigits(years)} वर्षको अनुभव` : 'नयाँलाई पनि स्वागत छ'}</li><li>नेपाली र अङ्ग्रेजी भाषामा राम्रो पकड</li></ul>`
  return { en, ne }
}
