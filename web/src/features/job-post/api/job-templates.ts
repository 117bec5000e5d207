import { pickTemplate } from '@jagir/shared/rules/job-template'
import { jobTemplateSchema, type JobTemplate } from '@jagir/shared/schemas/job-template'
import { apiFetch } from '../../../lib/api-client'

/** SWR key of a template search, GET `/api/v1/job/templates/?search={title}`. */
export const templatesKey = (search: string) =>
  `/api/v1/job/templates/?${new URLSearchParams({ search: search.trim() }).toString()}`

/** Saved templates matching a text (the results list; unreadable entries are left out). */
export async function fetchTemplates(path: string): Promise<JobTemplate[]> {
  const body = await apiFetch<{ results?: unknown[] } | unknown[]>(path)
  const raw = Array.isArray(body) ? body : (body?.results ?? [])
  return raw.flatMap((item) => {
    const parsed = jobTemplateSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** The template of a job title: the first result of the search (docs/product.md#job-templates), or null. */
export async function fetchTemplateByTitle(title: string): Promise<JobTemplate | null> {
  return pickTemplate(await fetchTemplates(templatesKey(title)))
}
