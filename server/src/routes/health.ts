import type { FastifyPluginAsync } from 'fastify'

/**
 * Liveness and readiness. Readiness asks the upstream (any answer below 500 counts as up) and,
 * with REDIS_URL, reports whether Redis answers.
 */
const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  fastify.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const [upstream, redis] = await Promise.all([upstreamStatus(), fastify.sharedState.check()])
    // Redis is reported, never a reason to take this replica out of service: every replica shares
    // it, so a 503 for it would take them all out at once, while the BFF serves without it.
    const shared = redis === 'off' ? {} : { redis }
    if (upstream !== 'ok') {
      return reply.code(503).send({ status: 'unavailable', ...upstream, ...shared })
    }
    return { status: redis === 'unavailable' ? 'degraded' : 'ok', ...shared }
  })

  /** 'ok' when the upstream answers below 500, else what went wrong. */
  async function upstreamStatus(): Promise<'ok' | { upstream?: number }> {
    try {
      const answer = await fastify.upstream.request({
        method: 'GET',
        path: '/api/v1/',
        headers: { accept: 'application/json' },
      })
      await answer.body.dump()
      return answer.statusCode >= 500 ? { upstream: answer.statusCode } : 'ok'
    } catch {
      return {}
    }
  }
}

export default healthRoutes
