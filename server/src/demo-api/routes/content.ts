import type { FastifyPluginAsync } from 'fastify'
import type { DemoStore } from '../store/store.js'
import { blogRoutes } from './content/blog.js'
import { businessRoutes } from './content/business.js'
import { faqRoutes } from './content/faq.js'
import { trainingRoutes } from './content/training.js'

/** Blog, FAQ, business directory and trainings: seeded content in both languages. */
export function contentRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const seeded = Date.parse(store.state.seeded_at)
    await app.register(blogRoutes(seeded))
    await app.register(faqRoutes(seeded))
    await app.register(businessRoutes(seeded))
    await app.register(trainingRoutes(store, seeded))
  }
}
