import { defineConfig } from 'vitest/config'
import { sharedConfig } from './vite.config.ts'

export default defineConfig({
  ...sharedConfig,
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 20_000,
    // Through Vite, so the aliases above apply to what it imports as they do in the build: the
    // tests run the same lodash stand-ins and the browser's own ResizeObserver.
    server: { deps: { inline: ['slate-react'] } },
  },
})
