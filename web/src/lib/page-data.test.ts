import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID } from '@jagir/shared/routes/server-render'
import { forgetPageData, loadRouteData, readPageData, serverLoadContext } from './page-data'

/** Puts the BFF's data block into the page, as a served page has it. */
function putDataBlock(text: string) {
  document.getElementById(PAGE_DATA_ID)?.remove()
  forgetPageData()
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = PAGE_DATA_ID
  element.textContent = text
  document.body.append(element)
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove()
  forgetPageData()
})

describe('the data a page came with', () => {
  it('is read from the block once, however often it is asked for', () => {
    const data = { lang: 'en', fallback: { a: 1 }, readAt: 5 }
    putDataBlock(JSON.stringify(data))
    expect(readPageData()).toEqual(data)
    document.getElementById(PAGE_DATA_ID)!.textContent = '{}'
    expect(readPageData()).toEqual(data)
  })

  it('is none without a block, or with a broken one', () => {
    expect(readPageData()).toBeNull()
    putDataBlock('{not json')
    expect(readPageData()).toBeNull()
  })
})

describe("a route's first data", () => {
  it('is read and kept on the server, each piece on its own: a failed one is left out', async () => {
    const kept = new Map<unknown, unknown>()
    const get = vi.fn(async (path: string) => {
      if (path === '/bad') throw new Error('no')
      return { path }
    })
    const context = serverLoadContext({
      lang: 'ne',
      get: get as never,
      keep: (key, data) => kept.set(JSON.stringify(key), data),
    })
    const inBrowser = vi.fn()
    const result = await loadRouteData(
      context,
      [
        { key: ['/good', 'ne'], read: (read) => read('/good') },
        { key: '/bad', read: (read) => read('/bad') },
      ],
      inBrowser,
    )
    expect(result).toBeNull()
    expect([...kept]).toEqual([['["/good","ne"]', { path: '/good' }]])
    expect(inBrowser).not.toHaveBeenCalled()
  })

  it('is only started in the browser (no context of the server): nothing is read there', async () => {
    const read = vi.fn()
    const inBrowser = vi.fn()
    await loadRouteData(undefined, [{ key: '/x', read }], inBrowser)
    await loadRouteData({}, [{ key: '/x', read }], inBrowser)
    expect(read).not.toHaveBeenCalled()
    expect(inBrowser).toHaveBeenCalledTimes(2)
  })
})
