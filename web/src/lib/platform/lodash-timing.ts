/**
 * Stands in for `lodash/debounce` and `lodash/throttle` (web/vite.config.ts, the build and the tests):
 * slate-react imports them one module each, which brings ~1.8 KB gzip of lodash internals into
 * the editor. es-toolkit's compat functions are drop-in replacements (same options, `cancel` and
 * `flush`) at ~0.7 KB for both.
 */
export { debounce, throttle } from 'es-toolkit/compat'
