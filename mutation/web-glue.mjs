// @ts-check
/**
 * The web's glue in the mutation run: the code that joins screens to the API, the session, the
 * router and the notices (`code`, mutated), and the tests that claim it (`tests`, run against the
 * mutants, folders under web/src). A new screen's glue joins by adding a line, e.g.
 * `{ code: 'web/src/features/employer/api', tests: ['features/employer'] }` (docs/testing.md).
 * @type {readonly { code: string, tests: readonly string[] }[]}
 */
export const WEB_GLUE = [
  { code: 'web/src/lib', tests: ['lib'] },
  { code: 'web/src/app', tests: ['app'] },
]
