/**
 * Stands in for `@juggle/resize-observer` (web/vite.config.ts, the build and the tests).
 * slate-react imports that polyfill only as a fallback for `window.ResizeObserver`, which every
 * browser the build targets (ES2022) has; the polyfill would add ~3 KB gzip to the editor for
 * nothing. The tests' jsdom, which has none, is given one (src/testing/setup.ts).
 */
export const ResizeObserver = globalThis.ResizeObserver
