import type { FastifyPluginAsync } from 'fastify'

/**
 * Liveness and readiness. Readiness asks the upstream (any answer below 500 counts as up; the
 * embedded API's root also says whether its database answers, which is reported as `database`)
 * and, with REDIS_URL, reports whether Redis answers.
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
    const { database, ...failure } = upstream
    const reported = database ? { database } : {}
    if (upstream.ok !== true) {
      return reply.code(503).send({ status: 'unavailable', ...failure, ...reported, ...shared })
    }
    return { status: redis === 'unavailable' ? 'degraded' : 'ok', ...reported, ...shared }
  })

  /**
   * Whether the upstream answers below 500 (else its status, when it answered), and the state of
   * its database when it reports one (the embedded API does).
   */
  async function upstreamStatus(): Promise<{ ok?: true; upstream?: number; database?: string }> {
    try {
      const answer = await fastify.upstream.request({
        method: 'GET',
        path: '/api/v1/',
        headers: { accept: 'application/json' },
      })
      const body = (await answer.body.json().catch(() => null)) as { database?: unknown } | null
      const database = typeof body?.database === 'string' ? body.database.slice(0, 20) : undefined
      if (answer.statusCode >= 500) return { upstream: answer.statusCode, database }
      return { ok: true, database }
    } catch {
      return {}
    }
  }
}

export default healthRoutes
