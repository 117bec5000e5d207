import { vi } from 'vitest'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import {
  CITIES,
  DISTRICTS,
  LOCATIONS,
  LOOKUP_DATA,
  PRESETS,
  TEMPLATES,
  type FakeItem,
} from './fake-job-data'

/** A request the wizard made. */
export interface JobApiCall {
  method: string
  path: string
  /** Path without the query. */
  pathname: string
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
}

export interface Answer {
  status?: number
  body?: unknown
}

type Payload = Record<string, unknown>

/** A job as the fake keeps it: the payloads it received for each step. */
export interface FakeJob {
  slug: string
  basic: Payload
  specification?: Payload
  additional?: Payload
  status: 'draft' | 'active'
}

export interface FakeJobApiOptions {
  user?: CurrentUser | null
  /** Answers a call before the fake does (return undefined to let the fake answer). */
  answer?: (call: JobApiCall) => Answer | undefined | Promise<Answer | undefined>
  jobs?: FakeJob[]
  questions?: Record<string, { id: number; [key: string]: unknown }[]>
}

/** The fake's own copy of the lookups (tests create items; others must not see them). */
interface Db {
  locations: typeof LOCATIONS
  lookups: Record<string, FakeItem[]>
}

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
})
const find = (list: FakeItem[], id: unknown) => list.find((item) => item.id === id)
const item = (list: FakeItem[], id: unknown) => {
  const found = find(list, id)
  return found ? { id: found.id, name: found.name } : null
}
const items = (db: Db, path: string, ids: unknown) =>
  ((ids as number[]) ?? []).map((id) => item(db.lookups[path]!, id)).filter(Boolean)

function basicRead(db: Db, job: FakeJob) {
  const address = (job.basic.job_locations as { address: number }[])[0]!.address
  const location = db.locations.find((l) => l.id === address)
  const city = find(CITIES, location?.city)
  const district = find(DISTRICTS, city?.district)
  return {
    ...job.basic,
    slug: job.slug,
    location_info: {
      province: district
        ? { id: district.province, name: `Province ${String(district.province)}` }
        : null,
      district: item(DISTRICTS, district?.id),
      city: item(CITIES, city?.id),
    },
    job_locations: [{ address: location ? { ...location } : address }],
    tags: [],
  }
}

function detailRead(db: Db, job: FakeJob) {
  const spec = job.specification ?? {}
  const info = job.additional ?? {}
  return {
    ...basicRead(db, job),
    education_level: item(db.lookups['/api/v1/common/education-degrees/']!, spec.education_level),
    is_education_specific: !!spec.is_education_specific,
    skills: items(db, '/api/v1/common/skills/', spec.skills),
    work_standards: items(db, '/api/v1/common/work-standards/', spec.work_standards),
    personal_qualities: items(db, '/api/v1/common/personal-qualities/', spec.personal_qualities),
    required_knowledge: items(db, '/api/v1/common/required-knowledge/', spec.required_knowledge),
    setting: {
      min_experience_months: spec.min_experience_months ?? null,
      is_experience_required: !!spec.is_experience_required,
      required_two_wheeler: !!info.required_two_wheeler,
      gender: info.gender ?? null,
      is_gender_specific: !!info.is_gender_specific,
      is_age_specific: !!info.is_age_specific,
      min_age: info.min_age ?? null,
      max_age: info.max_age ?? null,
    },
    benefits: items(db, '/api/v1/common/job-benefit/', info.benefits),
    document_categories: items(db, '/api/v1/common/document-categories/', info.document_categories),
    is_document_required: !!info.is_document_required,
    show_name: info.show_name ?? true,
    org_alt_name: info.org_alt_name ?? null,
  }
}

function lookup(db: Db, call: JobApiCall): Answer | undefined {
  const search = (call.query.get('search') ?? '').toLowerCase()
  const limit = Number(call.query.get('limit') ?? 10)
  const matches = (text: string) => text.toLowerCase().includes(search)
  if (call.pathname === '/api/v1/common/locations/') {
    const city = Number(call.query.get('city'))
    if (call.method === 'POST') {
      const body = call.body as { address: string; city: number }
      const same = db.locations.find(
        (l) => l.city === body.city && l.address.toLowerCase() === body.address.toLowerCase(),
      )
      if (same) return { status: 200, body: same }
      const created = { id: 100 + db.locations.length, address: body.address, city: body.city }
      db.locations.push(created)
      return { status: 201, body: created }
    }
    return {
      body: page(
        db.locations
          .filter((l) => (!city || l.city === city) && matches(l.address))
          .slice(0, limit),
      ),
    }
  }
  if (call.pathname === '/api/v1/job/templates/') {
    return { body: page(TEMPLATES.filter((t) => matches(t.name))) }
  }
  const list = db.lookups[call.pathname]
  if (!list) return undefined
  if (call.method === 'POST') {
    const name = String((call.body as { name: string }).name)
    const same = list.find((entry) => entry.name.toLowerCase() === name.toLowerCase())
    if (same) return { status: 200, body: same }
    const created = { id: 500 + list.length, name }
    list.push(created)
    return { status: 201, body: created }
  }
  const filters = ['province', 'district'].filter((key) => call.query.has(key))
  const found = list.filter(
    (entry) =>
      matches(entry.name) && filters.every((key) => String(entry[key]) === call.query.get(key)),
  )
  return { body: page(found.slice(0, limit)) }
}

/** Replaces fetch with a fake BFF and provider for the wizard; returns its calls and jobs. */
export function installFakeJobApi(options: FakeJobApiOptions = {}) {
  const calls: JobApiCall[] = []
  const db: Db = { locations: structuredClone(LOCATIONS), lookups: structuredClone(LOOKUP_DATA) }
  const jobs = new Map((options.jobs ?? []).map((job) => [job.slug, job]))
  const questions = new Map(Object.entries(options.questions ?? {}))
  let nextId = 100

  const jobRoute = (call: JobApiCall): Answer | undefined => {
    const match = /^\/api\/v1\/job\/([^/]+)\/(.*)$/.exec(call.pathname)
    if (call.pathname === '/api/v1/job/basic-info-new/' && call.method === 'POST') {
      const job: FakeJob = { slug: `job-${nextId++}`, basic: call.body as Payload, status: 'draft' }
      jobs.set(job.slug, job)
      return { status: 201, body: basicRead(db, job) }
    }
    if (!match) return undefined
    const [, slug, rest] = match
    const job = jobs.get(decodeURIComponent(slug!))
    // Other job paths (search, tags...) are not the wizard's: the default answer serves them.
    if (!job) return undefined
    const list = questions.get(job.slug) ?? []
    questions.set(job.slug, list)
    const key = `${call.method} ${rest}`
    if (key === 'GET ') return { body: detailRead(db, job) }
    if (key === 'GET basic-info-new/') return { body: basicRead(db, job) }
    if (key === 'PUT basic-info-new/') job.basic = call.body as Payload
    else if (key === 'PUT job-specification-new/') job.specification = call.body as Payload
    else if (key === 'PUT additional-info-new/') job.additional = call.body as Payload
    else if (key === 'POST publish/') job.status = 'active'
    else if (key === 'GET questions/') return { body: page(list) }
    else if (key === 'GET questions/get-preset-questions/') return { body: page(PRESETS) }
    else if (key === 'POST questions/') {
      const question = { id: nextId++, ...(call.body as Payload) }
      list.push(question)
      return { status: 201, body: question }
    } else {
      const id = Number(/^questions\/(\d+)\/$/.exec(rest!)?.[1])
      const index = list.findIndex((question) => question.id === id)
      if (index === -1) return { status: 404, body: { detail: 'Not found.' } }
      if (call.method === 'DELETE') {
        list.splice(index, 1)
        return { status: 204 }
      }
      list[index] = { id, ...(call.body as Payload) }
      return { body: list[index] }
    }
    return { body: detailRead(db, job) }
  }

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    )
    const call: JobApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      pathname: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }
    calls.push(call)
    const answer =
      (await options.answer?.(call)) ??
      (call.pathname === '/bff/user' ? { body: { user: options.user ?? null } } : undefined) ??
      lookup(db, call) ??
      jobRoute(call) ??
      (call.pathname.startsWith('/api/')
        ? { body: page([]) }
        : { status: 404, body: { detail: 'Not found.' } })
    const status = answer.status ?? 200
    return new Response(
      status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    )
  })
  return { calls, jobs, questions }
}

/** A saved job (steps 1 to 3 done) owned by the employer, for edit mode. */
export function buildFakeJob(overrides: Partial<FakeJob> = {}): FakeJob {
  return {
    slug: 'book-keeper-7',
    status: 'draft',
    basic: {
      organization: 7,
      title: 'Book Keeper',
      job_locations: [{ address: 2 }],
      vacancies: 3,
      description: '<p>Keeps <em>tidy</em> books.</p>',
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: 25000,
        maximum: 35000,
        unit: 'Monthly',
      },
      preferred_shift: 'Morning',
      job_level: 'mid_level',
      available_for: ['part_time'],
      tags: [],
    },
    specification: {
      is_education_specific: false,
      education_level: 2,
      is_experience_required: true,
      min_experience_months: 36,
      experience_operator: '==',
      max_experience_months: null,
      is_skill_specific: true,
      personal_qualities: [],
      skills: [1, 3],
      work_standards: [],
      required_knowledge: [2],
    },
    additional: {
      benefits: [2],
      required_two_wheeler: true,
      document_categories: [],
      show_name: false,
      org_alt_name: 'A trading house',
      is_document_required: false,
      is_gender_specific: false,
      gender: null,
      is_age_specific: true,
      min_age: null,
      max_age: 40,
    },
    ...overrides,
  }
}
