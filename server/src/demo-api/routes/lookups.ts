import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireUser } from '../lib/auth.js'
import { notFound, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { matches, paginate, param } from '../lib/query.js'
import type { DemoStore } from '../store/store.js'
import type { LookupItem, LookupKind } from '../store/types.js'

/** Where each lookup lives (spec section 7); the status-filtered ones keep user items pending. */
export const LOOKUP_PATHS: Record<LookupKind, { path: string; moderated: boolean }> = {
  designations: { path: '/api/v1/common/designations/', moderated: false },
  job_tags: { path: '/api/v1/job/job-tag/', moderated: false },
  work_standards: { path: '/api/v1/common/work-standards/', moderated: true },
  skills: { path: '/api/v1/common/skills/', moderated: true },
  personal_qualities: { path: '/api/v1/common/personal-qualities/', moderated: true },
  required_knowledge: { path: '/api/v1/common/required-knowledge/', moderated: true },
  education_degrees: { path: '/api/v1/common/education-degrees/', moderated: false },
  job_benefits: { path: '/api/v1/common/job-benefit/', moderated: false },
  document_categories: { path: '/api/v1/common/document-categories/', moderated: false },
}

/** A typed name as kept: trimmed, runs of spaces made one (as the web compares names). */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ')

const createSchema = z.object({ name: z.string().trim().min(1).max(100).transform(tidyName) })

/** Finds an item by name in either language, ignoring case and spacing (creation reuses it). */
export function findByName(items: LookupItem[], name: string): LookupItem | undefined {
  const needle = tidyName(name).toLocaleLowerCase()
  return items.find(
    (item) =>
      tidyName(item.name.en).toLocaleLowerCase() === needle ||
      tidyName(item.name.ne).toLocaleLowerCase() === needle,
  )
}

/** The lookup lists: search, status filter, DRF pagination, detail, and creation by name. */
export function lookupRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    for (const [kind, { path, moderated }] of Object.entries(LOOKUP_PATHS) as [
      LookupKind,
      { path: string; moderated: boolean },
    ][]) {
      const present = (request: FastifyRequest) => {
        const locale = localeOf(request)
        return (item: LookupItem) =>
          moderated
            ? { id: item.id, name: item.name[locale], status: item.status }
            : { id: item.id, name: item.name[locale] }
      }

      app.get(path, async (request) => {
        const search = param(request, 'search')
        const status = param(request, 'status')
        const items = store.state.lookups[kind].filter(
          (item) =>
            (!status || item.status.toLowerCase() === status.toLowerCase()) &&
            matches([item.name], search),
        )
        return paginate(request, items, present(request))
      })

      app.get<{ Params: { id: string } }>(`${path}:id/`, async (request) => {
        const item = store.state.lookups[kind].find((i) => String(i.id) === request.params.id)
        if (!item) throw notFound()
        return present(request)(item)
      })

      app.post(path, async (request, reply) => {
        requireUser(store, request)
        const { name } = parseBody(createSchema, request)
        const existing = findByName(store.state.lookups[kind], name)
        if (existing) return reply.code(200).send(present(request)(existing))
        const item: LookupItem = {
          id: store.nextId(kind),
          name: { en: name, ne: name },
          status: moderated ? 'Pending' : 'Approved',
        }
        store.state.lookups[kind].push(item)
        await store.save()
        return reply.code(201).send(present(request)(item))
      })
    }
  }
}
