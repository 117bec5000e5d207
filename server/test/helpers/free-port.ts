// One implementation for the tests and the scripts (npm run replicas).
export { freePort } from '../../../scripts/lib/free-port.mjs'
