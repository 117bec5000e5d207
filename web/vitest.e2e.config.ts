import { defineConfig } from 'vitest/config'

/**
 * Browser tests: the built app served by the real server (embedded demo API), driven in Debian's
 * Chromium. One server for the whole run; files run one after another (2-core machines).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
