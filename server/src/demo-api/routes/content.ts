import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../db/database.js'
import { blogRoutes } from './content/blog.js'
import { businessRoutes } from './content/business.js'
import { faqRoutes } from './content/faq.js'
import { trainingRoutes } from './content/training.js'

/** Blog, FAQ, business directory and trainings: seeded content in both languages. */
export function contentRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Content is dated from when the database was seeded, as the jobs are.
    const info = await db.selectFrom('seed_info').select('seeded_at').executeTakeFirstOrThrow()
    const seeded = Date.parse(info.seeded_at)
    await app.register(blogRoutes(seeded))
    await app.register(faqRoutes(seeded))
    await app.register(businessRoutes(seeded))
    await app.register(trainingRoutes(db, seeded))
  }
}
