/**
 * A performance test's time limit. Under mutation testing (Stryker's instrumented code, which
 * checks for an active mutant at every expression) the same loop runs several times slower, so
 * the limit is ten times as long there: still far below what a quadratic pass would take.
 */
export const timeBudget = (ms: number): number => ('__stryker__' in globalThis ? ms * 10 : ms)
