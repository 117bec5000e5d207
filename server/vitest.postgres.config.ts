import { defineConfig } from 'vitest/config'

/**
 * The embedded API's black-box tests once more, on a real PostgreSQL (Debian's `postgresql`,
 * a throwaway cluster for the run) instead of PGlite: the same migrations and queries must hold
 * on both. Tests that are about PGlite's folder, or use no database, run in `server` only.
 */
export default defineConfig({
  resolve: { conditions: ['@jagir/source'] },
  ssr: { resolve: { conditions: ['@jagir/source'], externalConditions: ['@jagir/source'] } },
  test: {
    name: 'server-postgres',
    root: import.meta.dirname,
    include: ['test/demo-api/**/*.test.ts'],
    exclude: [
      'test/demo-api/maintenance.test.ts',
      'test/demo-api/persistence.test.ts',
      'test/demo-api/search-counts.test.ts',
      'test/demo-api/search-normalize.test.ts',
      'test/demo-api/seed-texts.test.ts',
    ],
    globalSetup: ['test/helpers/postgres-global-setup.ts'],
    environment: 'node',
    // A test that opens a database of its own starts PGlite (seconds on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
