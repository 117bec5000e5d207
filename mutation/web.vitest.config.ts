import webConfig from '../web/vitest.config.ts'
import { WEB_GLUE } from './web-glue.mjs'

/**
 * The web's unit tests as the mutation run uses them: only the glue's own tests, and without a
 * fresh module graph per file (isolate: false), three times faster here. Those tests reset the
 * app state they touch (renderApp), so they pass in any order; the feature tests do not all do,
 * which is one reason they are not in this run.
 */
export default {
  ...webConfig,
  test: {
    ...webConfig.test,
    include: WEB_GLUE.flatMap(({ tests }) => tests.map((dir) => `src/${dir}/**/*.test.{ts,tsx}`)),
    isolate: false,
  },
}
