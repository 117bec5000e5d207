import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createSeed } from '../../src/demo-api/seed/index.js'
import { loadNepal } from '../../src/demo-api/seed/nepal.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const POSTPOSITION = /^(मा|ले|को|का|कि|लाई|बाट|सग|देखि|सम्म|दवारा|भन्दा)$/

/**
 * A word as spelled loosely (nasal signs, a nasal before a consonant, the virama, long and short
 * vowels, ण/न, व/ब set aside): two spellings of one place have the same key.
 */
const loose = (word: string) =>
  word
    .normalize('NFC')
    .replace(/ङ्ग/g, 'ङ')
    .replace(/[ंँ]/g, '')
    .replace(/[ङञणनम]्(?=[क-ह])/g, '')
    .replace(/्/g, '')
    .replace(/ी/g, 'ि')
    .replace(/ू/g, 'ु')
    .replace(/ण/g, 'न')
    .replace(/व/g, 'ब')

/** The seed's sources, but for `nepal.ts`, whose table names the dataset's other spellings. */
function seedSources(dir = `${root}server/src/demo-api/seed`): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return seedSources(path)
    return entry.name.endsWith('.ts') && entry.name !== 'nepal.ts'
      ? [readFileSync(path, 'utf8')]
      : []
  })
}

/** Every spelling of `name` in the texts: alone or with a postposition attached. */
function spellingsOf(name: string, words: string[]): Set<string> {
  const key = loose(name)
  const found = new Set<string>()
  for (const word of words) {
    const wordKey = loose(word)
    if (
      !wordKey.startsWith(key) ||
      !(wordKey === key || POSTPOSITION.test(wordKey.slice(key.length)))
    )
      continue
    // The place's part of the word: its longest beginning with the place's key.
    let end = word.length
    while (end > 0 && loose(word.slice(0, end)) !== key) end--
    found.add(word.slice(0, end))
  }
  return found
}

describe('place names in Nepali', () => {
  const nepal = loadNepal()
  const texts = [
    JSON.stringify(nepal),
    JSON.stringify(createSeed(new Date('2026-01-15T00:00:00Z'))),
    ...seedSources(),
    readFileSync(`${root}locales/ne/messages.po`, 'utf8'),
    readFileSync(`${root}locales/en/messages.po`, 'utf8'),
  ]
  const words = texts.flatMap((text) => text.match(/[\u0900-\u097F]+/g) ?? [])

  it('are the government spellings: काठमाडौँ, बागमती प्रदेश, धादिङ, मोरङ', () => {
    const district = (en: string) => nepal.districts.find((d) => d.name.en === en)!.name.ne
    expect(district('Kathmandu')).toBe('काठमाडौँ')
    expect(district('Dhading')).toBe('धादिङ')
    // Issue 34: the search filter and onboarding read these from here, so both show ङ.
    expect(district('Morang')).toBe('मोरङ')
    expect(district('Okhaldhunga')).toBe('ओखलढुङ्गा')
    expect(district('Panchthar')).toBe('पाँचथर')
    expect(district('Sankhuwasabha')).toBe('सङ्खुवासभा')
    expect(district('Taplejung')).toBe('ताप्लेजुङ')
    expect(district('Khotang')).toBe('खोटाङ')
    expect(nepal.provinces.find((p) => p.name.en.startsWith('Bagmati'))!.name.ne).toBe(
      'बागमती प्रदेश',
    )
  })

  it('have one spelling per district and province across the data, the seed and the catalogs', () => {
    const places = [
      ...nepal.districts.map((d) => d.name.ne),
      ...nepal.provinces.map((p) => p.name.ne.replace(/ प्रदेश$/, '')),
    ]
    const others = places
      .map((name) => [name, [...spellingsOf(name, words)].filter((s) => s !== name)] as const)
      .filter(([, variants]) => variants.length > 0)
    expect(others).toEqual([])
  })
})
