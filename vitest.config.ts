import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Two workers
    // share every project's files, the browser tests' included (each worker has its own app
    // server, web/e2e/global-setup.ts). No project may set maxWorkers or fileParallelism: false
    // of its own: Vitest would run that project's files after all the others, one at a time.
    maxWorkers: 2,
  },
})
