import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app/providers'
import { DaysLeft } from '../components/job/days-left'
import { activateLanguage } from './i18n'

// 23:59:50 on 3 Jan 2026 in Nepal (UTC+05:45): ten seconds before the day changes there.
const BEFORE_MIDNIGHT = Date.parse('2026-01-03T18:14:50Z')
const AFTER_MIDNIGHT = Date.parse('2026-01-03T18:15:20Z')
const DEADLINE = '2026-01-06T12:00:00Z'

/** A page rendered by the server at BEFORE_MIDNIGHT (and kept), taken over at AFTER_MIDNIGHT. */
async function hydrateAcrossMidnight(renderedAt: number | undefined) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(BEFORE_MIDNIGHT)
  const page = (
    <AppProviders renderedAt={renderedAt}>
      <MemoryRouter initialEntries={['/en/jobs']}>
        <DaysLeft deadline={DEADLINE} />
      </MemoryRouter>
    </AppProviders>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const serverText = container.textContent
  vi.setSystemTime(AFTER_MIDNIGHT)
  const mismatches: unknown[] = []
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, page, {
      onRecoverableError: (error) => mismatches.push(error),
    })
  })
  const shown = container.textContent
  act(() => root!.unmount())
  container.remove()
  return { serverText, mismatches, shown }
}

describe('the page clock', () => {
  beforeAll(async () => {
    await activateLanguage('en')
    // React's act() outside Testing Library: the effects run inside it.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  })
  afterEach(() => vi.useRealTimers())

  it('takes over a page rendered before midnight in Nepal unchanged, then shows the new day', async () => {
    const { serverText, mismatches, shown } = await hydrateAcrossMidnight(BEFORE_MIDNIGHT)
    expect(serverText).toBe('3 days left')
    expect(mismatches).toEqual([])
    // Once the page is the browser's, the days count from the browser's day.
    expect(shown).toBe('2 days left')
  })

  it('without the render time, the browser would draw another page than the server', async () => {
    const { mismatches } = await hydrateAcrossMidnight(undefined)
    expect(mismatches).toHaveLength(1)
  })
})
