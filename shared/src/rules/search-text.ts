import { asciiDigits } from './digits.js'

// Characters that change how text is drawn, never what it says: zero-width space, non-joiner
// and joiner, word joiner, byte order mark, soft hyphen.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g

const NUKTA = /\u093C/g
// NFC leaves क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ as letter + nukta (they are excluded from composition) but
// composes ऩ ऱ ऴ, so those three are folded by hand to the letter without the dot.
const NUKTA_LETTERS: Readonly<Record<string, string>> = {
  '\u0929': '\u0928', // ऩ → न
  '\u0931': '\u0930', // ऱ → र
  '\u0934': '\u0933', // ऴ → ळ
}
const CHANDRABINDU = /\u0901/g
const ANUSVARA = '\u0902'
// A nasal consonant with a virama before another consonant is the anusvara written out:
// गङ्गा and गंगा, पञ्च and पंच, सम्बन्ध and संबंध are the same words.
const HALF_NASAL = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g
// A colon typed right after Devanagari is the visarga (दु:ख for दुःख).
const COLON_AS_VISARGA = /(?<=\p{Script=Devanagari}):/gu

// The accents NFD splits off Latin letters (é, ñ, ç, ệ); Devanagari signs are never in here.
const LATIN_MARKS = /(?<=\p{Script=Latin})[\u0300-\u036F]+/gu
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu
// A sign with no letter before it (after punctuation was folded away) belongs to no word.
const STRAY_MARKS = /(?<=^|\s)\p{M}+/gu

/** Devanagari spellings that mean the same word, folded to one. */
function foldDevanagari(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .replace(/[\u0929\u0931\u0934]/g, (letter) => NUKTA_LETTERS[letter]!)
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, ANUSVARA)
    .replace(HALF_NASAL, ANUSVARA)
    .replace(COLON_AS_VISARGA, '\u0903')
}

/** Latin lower case without accents: Kathmandu, KATHMANDU and Káthmandu are one word. */
function foldLatin(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(LATIN_MARKS, '').normalize('NFC')
}

/**
 * Text as search compares it, for what is stored and for what a person types alike: spellings
 * that mean the same (ँ/ं, ङ्/ं before a consonant, nukta, joiners, Devanagari digits, Latin
 * case and accents) meet, punctuation separates words, spaces are single. It never
 * transliterates: a place matches in either script because both of its names are stored.
 */
export function normalizeForSearch(text: string): string {
  const folded = foldLatin(asciiDigits(foldDevanagari(text)))
  return folded.replace(NOT_WORD, ' ').replace(STRAY_MARKS, '').replace(/ +/g, ' ').trim()
}
