import { act, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../lib/i18n'
import { LoadingBar } from './loading-bar'

function setup() {
  let finish = () => {}
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LoadingBar />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            element: <p>slow page</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { router, finish: () => finish() }
}

/** Lets the router settle: loaders resolve in microtasks, which fake timers leave alone. */
const settle = (work: () => void) =>
  act(async () => {
    work()
    for (let i = 0; i < 20; i++) await Promise.resolve()
  })

const bar = () => screen.queryByRole('progressbar', { name: 'Loading' })

describe('the loading bar', () => {
  beforeAll(() => activateLanguage('en'))
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('appears only after 200 ms of loading, runs over 5 seconds, then fills up and goes', async () => {
    const { router, finish } = setup()
    act(() => void router.navigate('/slow'))
    act(() => vi.advanceTimersByTime(199))
    expect(bar()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(bar()?.dataset.phase).toBe('running')
    expect(bar()?.style.animation).toContain('5000ms')

    await settle(finish)
    expect(screen.getByText('slow page')).toBeDefined()
    expect(bar()?.dataset.phase).toBe('done')
    expect(bar()?.style.width).toBe('100%')
    act(() => vi.advanceTimersByTime(300))
    expect(bar()).toBeNull()
  })

  it('never shows for a load shorter than 200 ms', async () => {
    const { router, finish } = setup()
    act(() => void router.navigate('/slow'))
    act(() => vi.advanceTimersByTime(150))
    await settle(finish)
    expect(screen.getByText('slow page')).toBeDefined()
    expect(bar()).toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(bar()).toBeNull()
  })
})
