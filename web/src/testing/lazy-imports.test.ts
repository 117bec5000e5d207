import { describe, expect, it } from 'vitest'

const loaded = () => (globalThis as { slowModuleLoaded?: boolean }).slowModuleLoaded

// The shared setup (setup.ts) makes every test wait for the lazy imports it started, as the app's
// loaders and idle prefetches start them without the test awaiting: a load still under way when
// the file ends fails the run (EnvironmentTeardownError). These two tests run in order.
describe('a lazy import a test starts', () => {
  it('may be left loading when the test body ends', () => {
    void import('./fixtures/slow-module')
    expect(loaded()).toBeUndefined()
  })

  it('has finished loading before the next test starts', () => {
    expect(loaded()).toBe(true)
  })
})
