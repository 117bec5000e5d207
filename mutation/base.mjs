// @ts-check
/**
 * What the mutation runs share. Reports and the incremental file go under reports/mutation/<area>/
 * (gitignored: see docs/testing.md for why the incremental file is not committed).
 * @param {string} area
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function baseConfig(area) {
  const out = `reports/mutation/${area}`
  return {
    testRunner: 'vitest',
    coverageAnalysis: 'perTest',
    // Two cores shared by several people: one test process at a time.
    concurrency: 1,
    incremental: true,
    incrementalFile: `${out}/incremental.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `${out}/index.html` },
    jsonReporter: { fileName: `${out}/mutation.json` },
    tempDirName: `.stryker-tmp/${area}`,
    // Not copied into the sandbox: other areas' sandboxes and reports, builds, docs.
    ignorePatterns: ['/.stryker-tmp', '/reports', 'dist', '/docs', '/.data'],
    cleanTempDir: 'always',
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    thresholds: { high: 85, low: 70, break: null },
    // The app-level tests load route modules lazily on a busy machine.
    timeoutMS: 20_000,
    // A static mutant (module-level code: tables, schemas, constants) can only be tested by running
    // every test that loads its module again, which takes most of a full run's time; they are
    // listed as Ignored. MUTATION_STATIC=1 tests them too (hours here: docs/testing.md).
    ignoreStatic: process.env.MUTATION_STATIC !== '1',
  }
}
