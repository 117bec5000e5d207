/** `lodash/throttle` for the build: see lodash-timing.ts. */
export { throttle as default } from './lodash-timing'
