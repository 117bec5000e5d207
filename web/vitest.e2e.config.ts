import { defineConfig } from 'vitest/config'

/**
 * Browser tests: the built app served by the real server (embedded demo API), driven in Debian's
 * Chromium. Files run side by side with each other and with the other projects' files, as many at
 * once as the root config's workers (two): the global setup starts one server per worker, and
 * each file uses its worker's (docs/testing.md, "How the suite runs in parallel").
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
