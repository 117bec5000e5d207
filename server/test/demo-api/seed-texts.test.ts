import { describe, expect, it } from 'vitest'
import { createSeed } from '../../src/demo-api/seed/index.js'

const state = createSeed(new Date('2026-01-15T00:00:00Z'))

/** Every string of the seeded state, in one language (`en` or `ne` of each text pair). */
function texts(value: unknown, language: 'en' | 'ne', found: string[] = []): string[] {
  if (typeof value === 'string' && language === 'en') found.push(value)
  else if (Array.isArray(value)) value.forEach((item) => texts(item, language, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.en === 'string' && typeof record.ne === 'string')
      found.push(record[language] as string)
    else Object.values(record).forEach((item) => texts(item, language, found))
  }
  return found
}

const POSTPOSITION = /(?:^|[\s>])(मा|ले|को|का|की|लाई|बाट|सँग|देखि|सम्म|द्वारा|भन्दा)(?=[\s<।,]|$)/

describe('the seeded texts read as sentences', () => {
  it('attach Nepali postpositions to their word (काठमाडौँमा, not काठमाडौँ मा)', () => {
    expect(texts(state, 'ne').filter((text) => POSTPOSITION.test(text))).toEqual([])
  })

  it("use 'an' before a vowel sound in English ('an Accountant', not 'a Accountant')", () => {
    const wrong = /\ba (?:[aeio]|8|11\b|18\b)/i
    expect(texts(state, 'en').filter((text) => wrong.test(text))).toEqual([])
  })

  it('never name the company of a job that hides it', () => {
    const hidden = state.jobs.filter((job) => !job.show_name)
    expect(hidden.length).toBeGreaterThan(0)
    for (const job of hidden) {
      const name = state.organizations.find((org) => org.id === job.organization)!.name
      const own = [...texts(job, 'en'), ...texts(job, 'ne')].join('\n')
      expect(own).not.toContain(name.en)
      expect(own).not.toContain(name.ne)
    }
  })

  it("keep the job page's own 'Requirements' heading out of descriptions", () => {
    const headings = state.jobs.flatMap((job) => [
      ...job.description.en.matchAll(/<h\d>([^<]*)</g),
      ...job.description.ne.matchAll(/<h\d>([^<]*)</g),
    ])
    const repeated = headings.map((match) => match[1]).filter((h) => /Requirement|आवश्यकता/.test(h!))
    expect(repeated).toEqual([])
  })
})
