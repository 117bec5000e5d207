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
  },
})
