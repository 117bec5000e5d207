import { vi } from 'vitest'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { LOCATIONS, LOOKUP_DATA, PRESETS, TEMPLATES } from './fake-job-data'
import { basicRead, detailRead, page, type Db } from './fake-job-reads'

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
  status: 'draft' | 'active' | 'pending' | 'denied' | 'expired'
}

export interface FakeJobApiOptions {
  user?: CurrentUser | null
  /** Answers a call before the fake does (return undefined to let the fake answer). */
  answer?: (call: JobApiCall) => Answer | undefined | Promise<Answer | undefined>
  jobs?: FakeJob[]
  questions?: Record<string, { id: number; [key: string]: unknown }[]>
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
