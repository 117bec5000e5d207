import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread's entry file beside the module at `base` (its `import.meta.url`), and the
 * flags its thread needs: the `.js` file in the build; from TypeScript sources (tests, `npm run
 * dev`) the `.ts` file, with tsx and the shared package's sources loaded the way the server was.
 */
export function workerEntry(name: string, base: string): { filename: string; execArgv: string[] } {
  const source = base.endsWith('.ts')
  const filename = new URL(`./${name}.${source ? 'ts' : 'js'}`, base).href
  const execArgv = source ? ['--import', 'tsx', '--conditions=@jagir/source'] : []
  return { filename, execArgv }
}

/**
 * Starts a worker thread on the entry `name` beside the module at `base` (as `workerEntry`
 * finds it). From TypeScript sources, the thread registers tsx before it loads its entry: Node
 * 20 does not apply the hooks `--import tsx` loads in a worker to that worker's own entry file.
 */
export function startWorker(name: string, base: string, options: WorkerOptions = {}): Worker {
  const { filename, execArgv } = workerEntry(name, base)
  if (!base.endsWith('.ts')) return new Worker(new URL(filename), { ...options, execArgv })
  const bootstrap =
    `import('tsx/esm/api')` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(filename)}) })`
  return new Worker(bootstrap, {
    ...options,
    eval: true,
    execArgv: ['--conditions=@jagir/source'],
  })
}
