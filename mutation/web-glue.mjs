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
  // The app's joins: router, guards, error boundary, API error bridge, providers, root layout.
  { code: 'web/src/app', tests: ['app'] },
  // Accounts (issue 12): the sign-up, password and onboarding calls, the session drafts of the
  // tracks and steps, and the forms' wiring to their shared schemas.
  { code: 'web/src/features/auth/api', tests: ['features/auth'] },
  { code: 'web/src/features/auth/hooks', tests: ['features/auth'] },
]

/**
 * Inside the glue folders but not mutated today: the header and footer components and the thin
 * route modules are screens, not joins, and their app-level tests made the run hours longer.
 * Their tests still run (they cover the joins too). Take a line out to measure them.
 */
export const NOT_MUTATED = ['web/src/app/layout/**', 'web/src/app/routes/**']
