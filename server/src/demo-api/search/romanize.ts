import { asciiDigits } from '@jagir/shared/rules/digits'

/** A table written as "letter latin letter latin ...": { letter: latin }. */
function table(pairs: string): Readonly<Record<string, string>> {
  const words = pairs.trim().split(/\s+/)
  return Object.fromEntries(words.flatMap((word, i) => (i % 2 ? [] : [[word, words[i + 1]!]])))
}

// How Nepali is commonly spelt in Latin letters (Lalitpur, Dhangadhi, Janakpur), without
// diacritics: long and short vowels are one letter, श and ष are both "sh". व is decided by place
// in the word (soundOf).
const CONSONANTS = table(`
  क k   ख kh  ग g   घ gh  ङ ng
  च ch  छ chh ज j   झ jh  ञ n
  ट t   ठ th  ड d   ढ dh  ण n
  त t   थ th  द d   ध dh  न n
  प p   फ ph  ब b   भ bh  म m
  य y   र r   ल l   ळ l   व w
  श sh  ष sh  स s   ह h
  ऩ n   ऱ r   ऴ l
`)
// The letters with a nukta are the sounds of borrowed words (ज़ z, फ़ f).
const WITH_NUKTA = table('क q  ख kh  ग g  ज z  ड r  ढ rh  फ f  य y')
const VOWELS = table(`
  अ a  आ a  इ i  ई i  उ u  ऊ u  ऋ ri  ॠ ri  ऌ li
  ए e  ऐ ai  ओ o  औ au  ऍ e  ऎ e  ऑ o  ऒ o
`)
const VOWEL_SIGNS = table(`
  ा a  ि i  ी i  ु u  ू u  ृ ri  ॄ ri  ॢ li
  े e  ै ai  ो o  ौ au  ॅ e  ॆ e  ॉ o  ॊ o
`)
const VIRAMA = '\u094D'
const NUKTA = '\u093C'
const CHANDRABINDU = '\u0901'
const ANUSVARA = '\u0902'
const VISARGA = '\u0903'
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म'])
// A word ending in a cluster keeps its last vowel when the cluster ends in one of these
// (पत्र patra, केन्द्र kendra, कार्य karya, जन्म janma, रत्न ratna); a borrowed word's cluster
// (एन्ड, फार्मासिस्ट) does not.
const KEEPS_FINAL_A = new Set(['य', 'र', 'व', 'म', 'न', 'ल', 'ञ', 'ष'])

/** One letter of a word with what follows it: its vowel (null: the inherent a; '': none). */
interface Unit {
  letter: string
  sound: string
  vowel: string | null
  /** Written after a virama: the second letter of a cluster. */
  inCluster: boolean
  coda: 'nasal' | 'nasalised' | 'h' | null
  /** The inherent a is not said (a Nepali word's schwa between two syllables). */
  silent?: boolean
}

function parseWord(word: string): Unit[] {
  const units: Unit[] = []
  const chars = Array.from(word)
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    const last = units.at(-1)
    if (char in CONSONANTS) {
      const nukta = chars[i + 1] === NUKTA
      if (nukta) i++
      const sound = (nukta ? WITH_NUKTA[char] : undefined) ?? CONSONANTS[char]!
      units.push({ letter: char, sound, vowel: null, inCluster: last?.vowel === '', coda: null })
    } else if (char in VOWELS) {
      units.push({ letter: char, sound: '', vowel: VOWELS[char]!, inCluster: false, coda: null })
    } else if (char in VOWEL_SIGNS && last?.vowel === null) last.vowel = VOWEL_SIGNS[char]!
    else if (char === VIRAMA && last?.vowel === null) last.vowel = ''
    else if (char === ANUSVARA && last) last.coda = 'nasal'
    else if (char === CHANDRABINDU && last) last.coda = 'nasalised'
    else if (char === VISARGA && last) last.coda = 'h'
    else if (char === 'ॐ')
      units.push({ letter: char, sound: 'om', vowel: '', inCluster: false, coda: null })
  }
  // ज्ञ is said "gya" in Nepali (ज्ञान gyan).
  units.forEach((unit, i) => {
    const next = units[i + 1]
    if (unit.letter === 'ज' && unit.vowel === '' && next?.letter === 'ञ') {
      unit.sound = 'g'
      next.sound = 'y'
    }
  })
  return units
}

/** Whether the inherent a of the last letter is said: after one letter alone, or a Sanskrit cluster. */
function keepsFinalA(units: Unit[]): boolean {
  const last = units.at(-1)!
  if (last.coda === 'nasal' || last.coda === 'h') return true
  if (units.length === 1) return true
  return last.inCluster && KEEPS_FINAL_A.has(last.letter)
}

const saysVowel = (unit: Unit | undefined) => !!unit && unit.vowel !== '' && !unit.silent

/**
 * Which inherent vowels are not said: the last one (unless kept), and, from the word's start,
 * one between a vowel and a single consonant with a vowel (ललितपुर lalitpur, धनकुटा dhankuta),
 * never two in a row and never just before the last letter (पोखरी pokhari, दोलखा dolakha).
 */
function silenceSchwas(units: Unit[]): void {
  const last = units.at(-1)
  if (last?.vowel === null && !keepsFinalA(units)) last.silent = true
  for (let i = 1; i < units.length - 1; i++) {
    const unit = units[i]!
    const before = units[i - 1]!
    const after = units[i + 1]!
    if (unit.vowel !== null || unit.coda || unit.inCluster || !unit.sound) continue
    if (!saysVowel(before) || before.coda) continue
    if (!after.sound || after.inCluster || !saysVowel(after) || after === last) continue
    unit.silent = true
    i++ // the next letter keeps its vowel: never two silent in a row
  }
}

function nasal(units: Unit[], i: number): string {
  const unit = units[i]!
  const next = units[i + 1]
  // At a word's end an anusvara after the inherent a is an m (एवं evam); otherwise it only
  // nasalises the vowel (काठमाडौं, नयाँ), which plain Latin does not write.
  if (!next) return unit.coda === 'nasal' && unit.vowel === null ? 'm' : ''
  return unit.coda === 'nasal' && LABIALS.has(next.letter) ? 'm' : 'n'
}

function soundOf(units: Unit[], i: number): string {
  const unit = units[i]!
  // ङ्ग, ङ्क: the n of "ganga", not "gangga".
  if (unit.letter === 'ङ' && unit.vowel === '' && units[i + 1]) return 'n'
  // व is a b at a word's start (विराटनगर Biratnagar), a w after it (रसुवा Rasuwa, स्व sw).
  if (unit.letter === 'व') return i === 0 ? 'b' : 'w'
  return unit.sound
}

function romanizeWord(word: string): string {
  const units = parseWord(word)
  silenceSchwas(units)
  return units
    .map((unit, i) => {
      let vowel = unit.vowel ?? (unit.silent ? '' : 'a')
      if (unit.coda === 'nasal' || unit.coda === 'nasalised') vowel += nasal(units, i)
      else if (unit.coda === 'h') vowel += 'h'
      return soundOf(units, i) + vowel
    })
    .join('')
}

const DEVANAGARI_WORD = /[\u0900-\u0963\u0971-\u097F]+/g

/**
 * Nepali in Devanagari written in plain Latin letters the way Nepalis spell it in English
 * (लेखापाल → lekhapal, चालक → chalak, पत्र → patra): the inherent a is said between letters and
 * dropped at a word's end, a nasal before a p-, ph-, b-, bh- or m-sound is "m", otherwise "n".
 * Devanagari digits become ASCII digits; anything not Devanagari is left as it is.
 */
export function romanizeNepali(text: string): string {
  const clean = text.replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '').normalize('NFC')
  return asciiDigits(clean.replace(DEVANAGARI_WORD, romanizeWord))
}

/** The part of a job's slug made from its title is at most this long (the id comes after). */
export const MAX_SLUG_TITLE = 60

const LATIN_MARKS = /[\u0300-\u036F]/g

/** Lower-case ASCII words joined by hyphens: "Front Office Manager" → "front-office-manager". */
function slugPart(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  if (slug.length <= MAX_SLUG_TITLE) return slug
  const cut = slug.slice(0, MAX_SLUG_TITLE + 1)
  const lastBreak = cut.lastIndexOf('-')
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, MAX_SLUG_TITLE)).replace(/-$/, '')
}

/**
 * A job's slug when it is saved: its English title, or when that has no Latin letter its Nepali
 * title romanised, then "-{id}" (which alone makes it unique); "job-{id}" only when neither title
 * has a letter.
 */
export function jobSlug(titleEn: string, titleNe: string, id: number): string {
  const english = slugPart(titleEn)
  if (/[a-z]/.test(english)) return `${english}-${id}`
  const nepali = slugPart(romanizeNepali(titleNe))
  if (/[a-z]/.test(nepali)) return `${nepali}-${id}`
  return `job-${id}`
}
