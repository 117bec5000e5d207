import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@jagir/source'] },
  ssr: { resolve: { conditions: ['@jagir/source'], externalConditions: ['@jagir/source'] } },
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
