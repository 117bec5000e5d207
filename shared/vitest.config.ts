import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@jagir/source'] },
  test: { name: 'shared', root: import.meta.dirname, include: ['src/**/*.test.ts'] },
})
