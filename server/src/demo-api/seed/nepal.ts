import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { asciiDigits, type Text } from '../lib/locale.js'

export interface Province {
  id: number
  name: Text
  headquarter: Text
  area_sq_km: number
}
export interface District {
  id: number
  province: number
  name: Text
  headquarter: Text
  area_sq_km: number
}
export interface Municipality {
  id: number
  district: number
  /** 1 Metropolitan City, 2 Sub-Metropolitan City, 3 Municipality, 4 Rural Municipality. */
  category: number
  name: Text
  area_sq_km: number
  wards: number
}
export interface Nepal {
  provinces: Province[]
  districts: District[]
  municipalities: Municipality[]
}

type Row = Record<string, string | number>

// Beside this file in src/ (and in dist/ once the build copied it), else the source copy.
const CANDIDATES = ['../data/nepal-admin/', '../../../src/demo-api/data/nepal-admin/']

function dataDir(): string {
  for (const candidate of CANDIDATES) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(`${dir}provinces/en.json`)) return dir
  }
  throw new Error('demo API: Nepal admin data not found (server/src/demo-api/data/nepal-admin)')
}

function read(dir: string, kind: string, language: 'en' | 'np'): Row[] {
  return JSON.parse(readFileSync(`${dir}${kind}/${language}.json`, 'utf8')) as Row[]
}

/**
 * Places the dataset spells more than one way (a district's name and its headquarter, a local
 * level named after the province), or misspells: each is read with the government's spelling.
 */
export const OFFICIAL_SPELLINGS: Readonly<Record<string, string>> = {
  काठमाण्डौं: 'काठमाडौँ',
  बाग्मती: 'बागमती',
  बाग्मति: 'बागमती',
  धादिंङ्ग: 'धादिङ',
  // The Survey Department's spellings: ङ (not the anusvara) before a velar or at a word's end.
  खोटाँग: 'खोटाङ',
  खोटांग: 'खोटाङ',
  मोरंग: 'मोरङ',
  ओखलढुंगा: 'ओखलढुङ्गा',
  पांचथर: 'पाँचथर',
  संखुवासभा: 'सङ्खुवासभा',
  ताप्लेजुंग: 'ताप्लेजुङ',
  बाग्लुंग: 'बागलुङ',
  म्यांगलुङ्ग: 'म्याङलुङ',
  गोर्खा: 'गोरखा',
  प्यूठान: 'प्युठान',
}

/** Fixes the Nepali spelling quirks the data's README lists. */
function fixNepali(value: string): string {
  // U+093E U+0947 (ा + े) is never valid; the dataset means U+094B (ो).
  const text = value.normalize('NFC').replace(/\u093E\u0947/g, '\u094B')
  return text
    .split(' ')
    .map((word) => OFFICIAL_SPELLINGS[word] ?? word)
    .join(' ')
}

const OFFICIAL_PROVINCE_NAMES: Record<number, string> = {
  1: 'कोशी प्रदेश',
  7: 'सुदूरपश्चिम प्रदेश',
}

const num = (value: string | number | undefined): number =>
  Number(asciiDigits(String(value ?? '0')))

/** Pairs the English and Nepali rows by id. */
function pair(dir: string, kind: string): { en: Row; ne: Row }[] {
  const nepali = new Map(read(dir, kind, 'np').map((row) => [row.id, row]))
  return read(dir, kind, 'en').map((en) => {
    const ne = nepali.get(en.id)
    if (!ne) throw new Error(`demo API: ${kind} ${en.id} has no Nepali row`)
    return { en, ne }
  })
}

/** English names the dataset misspells. */
const OFFICIAL_SPELLINGS_EN: Readonly<Record<string, string>> = { Pachthar: 'Panchthar' }

const text = (en: Row, ne: Row, field: string): Text => ({
  en: OFFICIAL_SPELLINGS_EN[String(en[field])] ?? String(en[field]),
  ne: fixNepali(String(ne[field])),
})

let cached: Nepal | undefined

/** Nepal's 7 provinces, 77 districts and 753 local levels, corrected (loaded once). */
export function loadNepal(): Nepal {
  if (cached) return cached
  const dir = dataDir()
  const categories = new Map(
    pair(dir, 'categories').map(({ en, ne }) => [en.id, text(en, ne, 'name')]),
  )
  const provinces = pair(dir, 'provinces').map(({ en, ne }) => {
    const name = text(en, ne, 'name')
    name.ne = OFFICIAL_PROVINCE_NAMES[Number(en.id)] ?? name.ne
    return {
      id: Number(en.id),
      name,
      headquarter: text(en, ne, 'headquarter'),
      area_sq_km: num(en.area_sq_km),
    }
  })
  const districts = pair(dir, 'districts').map(({ en, ne }) => ({
    id: Number(en.id),
    province: Number(en.province_id),
    name: text(en, ne, 'name'),
    headquarter: text(en, ne, 'headquarter'),
    area_sq_km: num(ne.area_sq_km),
  }))
  const municipalities = pair(dir, 'municipalities').map(({ en, ne }) => {
    const category = categories.get(en.category_id)
    const name = text(en, ne, 'name')
    return {
      id: Number(en.id),
      district: Number(en.district_id),
      category: Number(en.category_id),
      name: category ? { en: `${name.en} ${category.en}`, ne: `${name.ne} ${category.ne}` } : name,
      area_sq_km: num(ne.area_sq_km),
      wards: num(ne.wards),
    }
  })
  cached = { provinces, districts, municipalities }
  return cached
}
