import type { FastifyPluginAsync } from 'fastify'

/** Liveness and readiness. Readiness asks the upstream (any HTTP answer counts as up). */
const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  fastify.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      const answer = await fastify.upstream.request({
        method: 'GET',
        path: '/api/v1/',
        headers: { accept: 'application/json' },
      })
      await answer.body.dump()
      if (answer.statusCode >= 500) {
        return reply.code(503).send({ status: 'unavailable', upstream: answer.statusCode })
      }
      return { status: 'ok' }
    } catch {
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
}

export default healthRoutes
