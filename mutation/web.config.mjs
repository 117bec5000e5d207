// @ts-check
import { baseConfig } from './base.mjs'
import { WEB_GLUE } from './web-glue.mjs'

/**
 * Mutation run of the web's glue (mutation/web-glue.mjs), killed by the tests beside it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...baseConfig('web'),
  mutate: WEB_GLUE.flatMap(({ code }) => [`${code}/**/*.{ts,tsx}`, `!${code}/**/*.test.{ts,tsx}`]),
  vitest: { configFile: 'mutation/web.vitest.config.ts' },
  // A static mutant (module-level code: tables, lazy imports) can only be tested by running every
  // test that loads the module again in a fresh worker; they are listed as Ignored, not tested.
  ignoreStatic: true,
}
