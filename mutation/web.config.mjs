// @ts-check
import { baseConfig } from './base.mjs'
import { NOT_MUTATED, WEB_GLUE } from './web-glue.mjs'

/**
 * Mutation run of the web's glue (mutation/web-glue.mjs), killed by the tests beside it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...baseConfig('web'),
  mutate: [
    ...WEB_GLUE.flatMap(({ code }) => [`${code}/**/*.{ts,tsx}`, `!${code}/**/*.test.{ts,tsx}`]),
    ...NOT_MUTATED.map((glob) => `!${glob}`),
  ],
  vitest: { configFile: 'mutation/web.vitest.config.ts' },
}
