/** `lodash/debounce` for the build: see lodash-timing.ts. */
export { debounce as default } from './lodash-timing'
