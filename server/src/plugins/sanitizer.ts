import fp from 'fastify-plugin'
import {
  createSanitizePool,
  type SanitizePool,
  type SanitizePoolOptions,
} from '../lib/sanitize-pool.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The rich-text sanitizer in worker threads, with a deadline (lib/sanitize-pool.ts). */
    sanitizer: SanitizePool
  }
}

/**
 * The rich-text sanitizer off the event loop: its workers start with the first description
 * sanitized and stop when the app closes.
 */
export default fp<SanitizePoolOptions>(
  async function sanitizer(fastify, options) {
    const pool = createSanitizePool(options)
    fastify.decorate('sanitizer', pool)
    fastify.addHook('onClose', async () => pool.close())
  },
  { name: 'jagir-sanitizer' },
)
