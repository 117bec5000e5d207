import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanUpServiceWorkers, isChunkLoadError, reloadForFailedChunk } from './boot'

describe('start-up clean-up', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('unregisters service workers and deletes caches left by earlier versions', async () => {
    const unregister = vi.fn(async () => true)
    const deleted: string[] = []
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] },
    })
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache', 'runtime'],
      delete: async (key: string) => deleted.push(key) > 0,
    })
    await cleanUpServiceWorkers()
    expect(unregister).toHaveBeenCalledTimes(2)
    expect(deleted).toEqual(['workbox-precache', 'runtime'])
  })

  it('does nothing where there are no service workers', async () => {
    vi.stubGlobal('navigator', {})
    await expect(cleanUpServiceWorkers()).resolves.toBeUndefined()
  })
})

describe('a failed chunk load', () => {
  it('is recognised by the messages browsers give', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads the page once, not in a loop', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    expect(reloadForFailedChunk()).toBe(true)
    expect(reloadForFailedChunk()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
