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
 * The rich-text sanitizer off the event loop: its workers start at once and warm up when `warm`
 * (the server does; tests leave it off), else with the first description sanitized; they stop
 * when the app closes.
 */
export default fp<SanitizePoolOptions>(
  async function sanitizer(fastify, options) {
    const pool = createSanitizePool(options)
    if (options.warm) {
      void pool
        .warmed()
        .then(() =>
          fastify.log.info({ deadlineMs: pool.deadlineMs() }, 'rich-text sanitizer warmed up'),
        )
    }
    fastify.decorate('sanitizer', pool)
    fastify.addHook('onClose', async () => pool.close())
  },
  { name: 'jagir-sanitizer' },
)
