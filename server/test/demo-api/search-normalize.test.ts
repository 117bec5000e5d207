import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_SEARCH_TERMS,
  MAX_TERM_LENGTH,
  normalizeForSearch,
  searchTerms,
} from '../../src/demo-api/search/normalize.js'
import { MAX_SLUG_TITLE, jobSlug, romanizeNepali } from '../../src/demo-api/search/romanize.js'
import { createSeed } from '../../src/demo-api/seed/index.js'
import { slugify } from '../../src/demo-api/seed/jobs.js'
import { seedLookups } from '../../src/demo-api/seed/lookups.js'
import { loadNepal } from '../../src/demo-api/seed/nepal.js'

const ZWJ = '\u200D'
const ZWNJ = '\u200C'
const same = (a: string, b: string) => expect(normalizeForSearch(a)).toBe(normalizeForSearch(b))

describe('normalizeForSearch', () => {
  it('gives the two Devanagari spellings of Kathmandu one form, and the two Latin ones another', () => {
    same('काठमाडौं', 'काठमाडौँ')
    same('kathmandu', 'Kathmandu')
    expect(normalizeForSearch('Kathmandu')).toBe('kathmandu')
    // The district as the admin data names it meets either way of typing it.
    const district = loadNepal().districts.find((d) => d.name.en === 'Kathmandu')!
    same(district.name.ne, 'काठमाडौं')
    same(district.name.en, 'KATHMANDU')
  })

  it('folds chandrabindu into anusvara', () => {
    same('नयाँ', 'नयां')
    same('गाउँपालिका', 'गाउंपालिका')
  })

  it('reads a nasal with a virama before a consonant as the anusvara', () => {
    same('गङ्गा', 'गंगा')
    same('पञ्च', 'पंच')
    same('कण्ठ', 'कंठ')
    same('सम्बन्ध', 'संबंध')
    same('धादिङ्ग', 'धादिंग')
    // At a word's end there is no consonant after it: ङ stays ङ.
    expect(normalizeForSearch('मार्केटिङ')).toBe('मार्केटिङ')
  })

  it('drops the nukta, whether written as its own sign or inside the letter', () => {
    same('\u095Bिला', 'जिला') // ज़ as one code point
    same('ज\u093Cिला', 'जिला') // ज + nukta
    same('\u0929', 'न') // ऩ
    same('\u0931', 'र') // ऱ
    expect(normalizeForSearch('ड़ढ़फ़')).toBe('डढफ')
  })

  it('ignores zero-width joiners, non-joiners and soft hyphens', () => {
    same(`क्${ZWJ}ष`, 'क्ष')
    same(`र्${ZWJ}य`, 'र्य')
    same(`काठ${ZWNJ}माडौं`, 'काठमाडौं')
    same('Kath\u00ADmandu', 'kathmandu')
  })

  it('writes Devanagari digits as ASCII digits', () => {
    expect(normalizeForSearch('२०८१')).toBe('2081')
    same('वडा नं. ५', 'वडा नं 5')
  })

  it('lower-cases Latin and drops its accents, never a Devanagari sign', () => {
    same('KATHMANDU', 'Káthmandu')
    same('Café Manager', 'cafe manager')
    expect(normalizeForSearch('लेखापाल')).toBe('लेखापाल')
    expect(normalizeForSearch('ग्राहक सेवा प्रतिनिधि')).toBe('ग्राहक सेवा प्रतिनिधि')
  })

  it('turns punctuation, dandas and runs of space into single spaces', () => {
    expect(normalizeForSearch('  Front-Office,\tManager! ')).toBe('front office manager')
    expect(normalizeForSearch('नमस्ते। धन्यवाद॥')).toBe(`नमस्ते ${normalizeForSearch('धन्यवाद')}`)
    same('दु:ख', 'दुःख') // a colon typed for the visarga
  })

  const devanagari = Array.from('कखगङचजञटडणतदनपबमयरलवशसहािीुूृेैोौंँ्ः़ऩक़ज़०५९।॥अआइएओ')
  const latin = Array.from('aAeEéÉzZ019 -.,:\u0301\u0303')
  const joiners = [ZWJ, ZWNJ, '\u00AD']
  const mixedText = fc.oneof(
    fc.array(fc.constantFrom(...devanagari, ...latin, ...joiners)).map((cs) => cs.join('')),
    fc.string({ unit: 'binary' }),
  )

  it('is idempotent', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const once = normalizeForSearch(text)
        expect(normalizeForSearch(once)).toBe(once)
      }),
      { numRuns: 2000 },
    )
  })

  it('gives the same result when joiners are inserted anywhere', () => {
    const insertions = fc.array(fc.tuple(fc.nat(), fc.constantFrom(ZWJ, ZWNJ)), { maxLength: 6 })
    fc.assert(
      fc.property(mixedText, insertions, (text, inserts) => {
        let withJoiners = text
        for (const [at, joiner] of inserts) {
          const i = at % (withJoiners.length + 1)
          withJoiners = withJoiners.slice(0, i) + joiner + withJoiners.slice(i)
        }
        expect(normalizeForSearch(withJoiners)).toBe(normalizeForSearch(text))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('searchTerms', () => {
  it('gives the distinct normalised words of a query', () => {
    expect(searchTerms('  Kathmandu, KATHMANDU काठमाडौँ  ')).toEqual(['kathmandu', 'काठमाडौं'])
    expect(searchTerms(' ,।- ')).toEqual([])
  })

  it('keeps at most a few words of bounded length', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')
    expect(searchTerms(words)).toHaveLength(MAX_SEARCH_TERMS)
    expect(searchTerms('x'.repeat(500))).toEqual(['x'.repeat(MAX_TERM_LENGTH)])
  })
})

describe('romanizeNepali', () => {
  it('writes the seed job titles the way Nepalis spell them in Latin letters', () => {
    const examples: [string, string][] = [
      ['लेखापाल', 'lekhapal'],
      ['लेखा सहायक', 'lekha sahayak'],
      ['चालक', 'chalak'],
      ['ग्राहक सेवा प्रतिनिधि', 'grahak sewa pratinidhi'],
      ['सुरक्षा गार्ड', 'suraksha gard'],
      ['माध्यमिक शिक्षक', 'madhyamik shikshak'],
      ['डिजिटल मार्केटिङ विशेषज्ञ', 'dijital marketing bisheshagya'],
      ['मानव संसाधन अधिकृत', 'manaw sansadhan adhikrit'],
      ['सम्बन्ध प्रबन्धक', 'sambandh prabandhak'],
      ['बिक्री कार्यकारी', 'bikri karyakari'],
    ]
    for (const [nepali, latin] of examples) expect(romanizeNepali(nepali)).toBe(latin)
  })

  it('drops the inherent a between syllables as place names do', () => {
    expect(romanizeNepali('ललितपुर')).toBe('lalitpur')
    expect(romanizeNepali('धनकुटा')).toBe('dhankuta')
    expect(romanizeNepali('विराटनगर')).toBe('biratnagar')
    expect(romanizeNepali('पत्र')).toBe('patra')
  })

  it('gives every spelling of one word the same letters', () => {
    expect(romanizeNepali('काठमाडौं')).toBe(romanizeNepali('काठमाडौँ'))
    expect(romanizeNepali('गङ्गा')).toBe('ganga')
    expect(romanizeNepali('गंगा')).toBe('ganga')
    expect(romanizeNepali(`क्${ZWJ}षेत्र`)).toBe('kshetra')
    expect(romanizeNepali('ज़िला')).toBe('zila')
  })

  it('spells most of the districts and local levels as their official English names', () => {
    const nepal = loadNepal()
    const names = [...nepal.districts, ...nepal.municipalities].map((place) => place.name)
    const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')
    const kind = / ?((उप)?(महा)?नगरपालिका|गाउँपालिका)$/
    const kindEn = /(Sub-)?(Metropolitan City|Rural Municipality|Municipality)$/
    const spelt = names.filter(
      ({ en, ne }) => key(romanizeNepali(ne.replace(kind, ''))) === key(en.replace(kindEn, '')),
    )
    // 576 of 830 when written; without dropping the inherent a between syllables, 48.
    expect(spelt.length / names.length).toBeGreaterThan(0.65)
  })

  it('leaves Latin as it is and writes Devanagari digits as ASCII digits', () => {
    expect(romanizeNepali('React डेभलपर २०८१')).toBe('React debhlapar 2081')
  })
})

describe('jobSlug', () => {
  it('makes the slugs of English titles exactly as the seed and the job form did', () => {
    const titles = [
      ...seedLookups().designations.map((d) => d.name.en),
      'C++ / .NET Developer (Senior)',
      '  Driver -- Kathmandu  ',
    ]
    for (const [i, title] of titles.entries()) {
      expect(jobSlug(title, 'लेखापाल', i + 1)).toBe(`${slugify(title)}-${i + 1}`)
    }
    for (const job of createSeed(new Date('2026-01-15T00:00:00Z')).jobs) {
      expect(jobSlug(job.title.en, job.title.ne, job.id)).toBe(job.slug)
    }
  })

  it('romanises the Nepali title when the English one has no Latin letter', () => {
    expect(jobSlug('', 'लेखापाल', 87)).toBe('lekhapal-87')
    expect(jobSlug('  ', 'सुरक्षा गार्ड', 5)).toBe('suraksha-gard-5')
    expect(jobSlug('२०८१', 'ग्राहक सेवा प्रतिनिधि', 12)).toBe('grahak-sewa-pratinidhi-12')
  })

  it('falls back to job-{id} only when neither title has a letter', () => {
    expect(jobSlug('', '', 9)).toBe('job-9')
    expect(jobSlug('!!!', '१२३ ।', 9)).toBe('job-9')
  })

  it('keeps a long title to whole words within the limit', () => {
    const slug = jobSlug('Senior '.repeat(20) + 'Accountant', '', 3)
    const title = slug.replace(/-3$/, '')
    expect(title.length).toBeLessThanOrEqual(MAX_SLUG_TITLE)
    expect(title).toMatch(/^(senior-)+senior$/)
  })
})
