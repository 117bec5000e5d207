// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url))

interface Entry {
  message?: string
  translation?: string
}

let source: Record<string, Entry>
let nepali: Record<string, Entry>

beforeAll(async () => {
  const config = getConfig({ configPath, skipValidation: true })
  const [catalog] = await getCatalogs(config)
  // Every message the code uses, extracted from the sources as `npm run i18n:extract` does.
  source = ((await catalog!.collect()) ?? {}) as Record<string, Entry>
  // The Nepali catalog as the build reads it (locales/ne/messages.po, parsed).
  nepali = (await catalog!.read('ne')) as Record<string, Entry>
}, 60_000)

/** Placeholders (`{name}`) and component tags (`<0>`, `</0>`) of a message. */
const tokens = (text: string) => (text.match(/\{[^}]*\}|<\/?\d+\/?>/g) ?? []).sort()

describe('the Nepali catalog', () => {
  it('has every message of the code (run `npm run i18n:extract -w @jagir/web` when this fails)', () => {
    const absent = Object.entries(source)
      .filter(([id]) => !nepali[id])
      .map(([, entry]) => entry.message)
    expect(absent).toEqual([])
  })

  it('translates every message', () => {
    const untranslated = Object.entries(source)
      .filter(([id]) => !nepali[id]?.translation?.trim())
      .map(([, entry]) => entry.message)
    expect(untranslated).toEqual([])
  })

  it('is written in Devanagari, with no English left in it', () => {
    const english = Object.values(nepali)
      .map((entry) => entry.translation ?? '')
      .filter((text) => /[A-Za-z]/.test(text.replace(/\{[^}]*\}|<\/?\d+\/?>/g, '')))
    expect(english).toEqual([])
    const withWords = Object.values(nepali).filter((entry) =>
      /[A-Za-z]{2}/.test((entry.message ?? '').replace(/\{[^}]*\}/g, '')),
    )
    for (const entry of withWords) expect(entry.translation).toMatch(/[\u0900-\u097F]/)
  })

  it('attaches a postposition to the placeholder before it ({place}मा, not {place} मा)', () => {
    const detached = /\{[^}]*\}\s+(मा|ले|को|का|की|लाई|बाट|सँग|देखि|सम्म|द्वारा|भन्दा)(?=[\s।,.?!]|$)/u
    const wrong = Object.values(nepali)
      .map((entry) => entry.translation ?? '')
      .filter((text) => detached.test(text))
    expect(wrong).toEqual([])
  })

  it('keeps every placeholder and tag of the English message', () => {
    const broken = Object.values(nepali)
      .filter((entry) => entry.translation)
      .filter((entry) => tokens(entry.message ?? '').join() !== tokens(entry.translation!).join())
      .map((entry) => entry.message)
    expect(broken).toEqual([])
  })
})
