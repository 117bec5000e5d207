/**
 * Stands in for `@juggle/resize-observer` in the build (web/vite.config.ts). slate-react imports
 * that polyfill only as a fallback for `window.ResizeObserver`, which every browser the build
 * targets (ES2022) has; the polyfill would add ~3 KB gzip to the editor for nothing. The tests
 * (jsdom, which has no ResizeObserver) keep the real polyfill.
 */
export const ResizeObserver = globalThis.ResizeObserver
