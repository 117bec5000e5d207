import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Validating every manifest against the Kubernetes schemas (beforeAll) took over 10 s while
    // the browser tests loaded the machine.
    hookTimeout: 60_000,
  },
})
