// @ts-check
import { baseConfig } from './base.mjs'

/**
 * The web's glue: the code that joins screens to the API, the session, the router and the
 * notices. A feature's own glue (its api/ and hooks/ files) joins by adding its folder here.
 */
export const WEB_GLUE = ['web/src/lib', 'web/src/app']

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...baseConfig('web'),
  mutate: WEB_GLUE.flatMap((dir) => [`${dir}/**/*.{ts,tsx}`, `!${dir}/**/*.test.{ts,tsx}`]),
  vitest: { configFile: 'web/vitest.config.ts' },
  // A static mutant (module-level code: tables, lazy imports) can only be tested by running every
  // web test that loads the module, minutes each here; they are listed as Ignored, not tested.
  ignoreStatic: true,
}
