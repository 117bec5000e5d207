import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, so the unit
    // and integration files waited behind the browser tests (which run one file at a time, see
    // web/vitest.e2e.config.ts). Two let them run beside the browser tests.
    maxWorkers: 2,
  },
})
