// @ts-check
import { baseConfig } from './base.mjs'

/**
 * Mutation run of shared/src (the spec's rules, schemas, routes, errors and sanitizer), killed by
 * shared's own tests: a rule is held by the tests beside it, not by a screen that happens to use it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...baseConfig('shared'),
  mutate: ['shared/src/**/*.ts', '!shared/src/**/*.test.ts', '!shared/src/testing/**'],
  vitest: { configFile: 'shared/vitest.config.ts' },
}
