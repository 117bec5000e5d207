/**
 * An amount of rupees in words, as a Nepali tax invoice writes its total: in English
 * ("Nepalese Rupees One Thousand Six Hundred Ninety-Five only") and in Nepali ("एक हजार छ सय
 * पन्चानब्बे रुपैयाँ मात्र"), both grouped the Nepali way (hundred, thousand, lakh, crore, arab,
 * kharab) rather than in millions. Paisa, when there are any, follow the rupees. No npm package
 * kept up to date does this for Nepali, so the words are here, with the whole table of 1 to 99
 * (Nepali numbers below a hundred are words of their own, not tens and units).
 */

/** 0 to 99 in Nepali, each its own word. */
const NEPALI_0_99: readonly string[] = [
  'शून्य',
  'एक',
  'दुई',
  'तीन',
  'चार',
  'पाँच',
  'छ',
  'सात',
  'आठ',
  'नौ',
  'दश',
  'एघार',
  'बाह्र',
  'तेह्र',
  'चौध',
  'पन्ध्र',
  'सोह्र',
  'सत्र',
  'अठार',
  'उन्नाइस',
  'बीस',
  'एक्काइस',
  'बाइस',
  'तेइस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताइस',
  'अट्ठाइस',
  'उनन्तीस',
  'तीस',
  'एकतीस',
  'बत्तीस',
  'तेत्तीस',
  'चौँतीस',
  'पैँतीस',
  'छत्तीस',
  'सैँतीस',
  'अठतीस',
  'उनन्चालीस',
  'चालीस',
  'एकचालीस',
  'बयालीस',
  'त्रिचालीस',
  'चवालीस',
  'पैँतालीस',
  'छयालीस',
  'सतचालीस',
  'अठचालीस',
  'उनन्चास',
  'पचास',
  'एकाउन्न',
  'बाउन्न',
  'त्रिपन्न',
  'चवन्न',
  'पचपन्न',
  'छपन्न',
  'सन्ताउन्न',
  'अन्ठाउन्न',
  'उनन्साठी',
  'साठी',
  'एकसट्ठी',
  'बयसट्ठी',
  'त्रिसट्ठी',
  'चौँसट्ठी',
  'पैँसट्ठी',
  'छयसट्ठी',
  'सतसट्ठी',
  'अठसट्ठी',
  'उनन्सत्तरी',
  'सत्तरी',
  'एकहत्तर',
  'बहत्तर',
  'त्रिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छयहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'असी',
  'एकासी',
  'बयासी',
  'त्रियासी',
  'चौरासी',
  'पचासी',
  'छयासी',
  'सतासी',
  'अठासी',
  'उनान्नब्बे',
  'नब्बे',
  'एकानब्बे',
  'बयानब्बे',
  'त्रियानब्बे',
  'चौरानब्बे',
  'पन्चानब्बे',
  'छयानब्बे',
  'सन्तानब्बे',
  'अन्ठानब्बे',
  'उनान्सय',
]

const ENGLISH_0_19: readonly string[] = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const ENGLISH_TENS: readonly string[] = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
]

/** The groups above a hundred, largest first: how many units each is, and its names. */
const GROUPS = [
  { size: 100_000_000_000, en: 'Kharab', ne: 'खर्ब' },
  { size: 1_000_000_000, en: 'Arab', ne: 'अर्ब' },
  { size: 10_000_000, en: 'Crore', ne: 'करोड' },
  { size: 100_000, en: 'Lakh', ne: 'लाख' },
  { size: 1_000, en: 'Thousand', ne: 'हजार' },
  { size: 100, en: 'Hundred', ne: 'सय' },
] as const

/** The largest amount written in words: below a hundred kharab (10^13). */
export const AMOUNT_WORDS_MAX = 10_000_000_000_000 - 1

const english99 = (n: number): string =>
  n < 20
    ? ENGLISH_0_19[n]!
    : ENGLISH_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ENGLISH_0_19[n % 10]}` : '')

/** A whole number from 1 to AMOUNT_WORDS_MAX in words, Nepali grouping, in one language. */
function wholeWords(n: number, lang: 'en' | 'ne'): string {
  const words: string[] = []
  let rest = n
  for (const group of GROUPS) {
    const count = Math.floor(rest / group.size)
    if (count > 0) {
      // Below a kharab every count is under a hundred; kharabs count up to 99 too.
      words.push(lang === 'en' ? english99(count) : NEPALI_0_99[count]!, group[lang])
      rest -= count * group.size
    }
  }
  if (rest > 0) words.push(lang === 'en' ? english99(rest) : NEPALI_0_99[rest]!)
  return words.join(' ')
}

/** A whole number in words (zero included), in English or Nepali, grouped the Nepali way. */
export function numberInWords(n: number, lang: 'en' | 'ne'): string {
  if (!Number.isInteger(n) || n < 0 || n > AMOUNT_WORDS_MAX) {
    throw new RangeError(`numberInWords: ${n} is not a whole number from 0 to ${AMOUNT_WORDS_MAX}`)
  }
  if (n === 0) return lang === 'en' ? ENGLISH_0_19[0]! : NEPALI_0_99[0]!
  return wholeWords(n, lang)
}

/**
 * An amount of rupees (paisa as two decimals) in words, as an invoice's total:
 * "Nepalese Rupees One Thousand Six Hundred Ninety-Five only",
 * "एक हजार छ सय पन्चानब्बे रुपैयाँ मात्र"; paisa after the rupees ("… and Fifty Paisa only",
 * "… रुपैयाँ पचास पैसा मात्र").
 */
export function amountInWords(amount: number, lang: 'en' | 'ne'): string {
  const paisaTotal = Math.round(amount * 100)
  if (!Number.isFinite(amount) || paisaTotal < 0 || paisaTotal > AMOUNT_WORDS_MAX * 100 + 99) {
    throw new RangeError(`amountInWords: ${amount} is not an amount it can write`)
  }
  const rupees = Math.floor(paisaTotal / 100)
  const paisa = paisaTotal % 100
  if (lang === 'en') {
    const parts = [`Nepalese Rupees ${numberInWords(rupees, 'en')}`]
    if (paisa) parts.push(`and ${numberInWords(paisa, 'en')} Paisa`)
    return `${parts.join(' ')} only`
  }
  const parts = [`${numberInWords(rupees, 'ne')} रुपैयाँ`]
  if (paisa) parts.push(`${numberInWords(paisa, 'ne')} पैसा`)
  return `${parts.join(' ')} मात्र`
}
