import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@jagir/source'] },
  ssr: { resolve: { conditions: ['@jagir/source'], externalConditions: ['@jagir/source'] } },
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // A test that opens a database of its own starts PGlite (seconds on a busy machine).
    testTimeout: 60_000,
    // An app's first database in a worker starts PGlite (WebAssembly: seconds on a busy machine).
    hookTimeout: 60_000,
  },
})
