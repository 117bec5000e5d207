import type { FastifyPluginAsync } from 'fastify'

/** The API root, as DRF's browsable root answers it: /readyz asks it. */
export function rootRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/', async () => ({
      name: 'Jagir demo API',
      version: 'v1',
      auth: '/api/v1/auth/get-token/',
      me: '/api/v1/users/me/',
      docs: 'docs/api.md',
    }))
  }
}
