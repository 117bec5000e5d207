import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n, loadCatalogPart, withCatalogParts } from './i18n'

/** A part loader that resolves when the test says so, recording which languages were asked. */
function deferredPart(texts: Record<'en' | 'ne', string>) {
  const asked: string[] = []
  const release: Array<() => void> = []
  const loader = (lang: 'en' | 'ne') => () => {
    asked.push(lang)
    return new Promise<{ messages: Record<string, string[]> }>((resolve) => {
      release.push(() => resolve({ messages: { partMessage: [texts[lang]] } }))
    })
  }
  return { asked, release, loaders: { en: loader('en'), ne: loader('ne') } }
}

describe('catalog parts', () => {
  it('holds a lazy module until the part its code requested is loaded, for each language', async () => {
    await activateLanguage('ne')
    const part = deferredPart({ en: 'Part text', ne: 'भाग पाठ' })
    let settled = false
    // As a lazy route whose code requests a feature's part when it is evaluated.
    const lazyModule = withCatalogParts(
      Promise.resolve().then(() => {
        loadCatalogPart('feature', part.loaders)
        return { Component: 'page' }
      }),
    ).then((module) => {
      settled = true
      return module
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    expect(part.asked).toEqual(['ne'])
    part.release[0]!()
    expect(await lazyModule).toEqual({ Component: 'page' })
    expect(i18n._('partMessage')).toBe('भाग पाठ')
    // The shell's messages are still there beside the part's.
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(1)

    // Switching language loads the part again, in the new language, before activating it.
    const switching = activateLanguage('en')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(part.asked).toEqual(['ne', 'en'])
    part.release[1]!()
    await switching
    expect(i18n.locale).toBe('en')
    expect(i18n._('partMessage')).toBe('Part text')
  })
})
