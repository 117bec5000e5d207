import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CV_MAX_BYTES } from '@jagir/shared/rules/jobseeker-profile'
import { buildDocx, buildPdf, buildPlainZip, buildPng } from '@jagir/shared/testing/cv-files'
import { effectiveStatus } from '../../src/demo-api/routes/jobs/access.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let seeker: string
let employer: string
let otherEmployer: string
beforeAll(async () => {
  stack = await startStack()
  seeker = await stack.signIn('seeker@jagir.demo')
  employer = await stack.signIn('employer@jagir.demo')
  otherEmployer = await stack.signIn('bonus@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** PUTs raw bytes as the CV through the BFF, as the browser does. */
const putCv = (
  cookie: string,
  body: Buffer,
  { type = 'application/pdf', locale = 'en', filename = 'My CV.pdf' } = {},
) =>
  request(stack.bff.server)
    .put(`/api/v1/jobseeker/me/cv/?filename=${encodeURIComponent(filename)}`)
    .set(
      'cookie',
      cookie.replace('locale=en', () => `locale=${locale}`),
    )
    .set('x-csrf', '1')
    .set('content-type', type)
    .send(body)

/** GETs a CV's bytes (as a buffer) through the BFF. */
const download = (cookie: string, url: string) =>
  request(stack.bff.server)
    .get(url)
    .set('cookie', cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })

const userId = async (email: string) =>
  (
    await stack.demo.demoDb
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id

/** Open jobs of employer@ with no required question, that this seeker has not applied to. */
async function openJobsOfEmployer(seekerEmail: string) {
  const db = stack.demo.demoDb
  const [owner, applicant] = await Promise.all([userId('employer@jagir.demo'), userId(seekerEmail)])
  const jobs = await db.selectFrom('jobs').selectAll().where('owner', '=', owner).execute()
  const asked = await db
    .selectFrom('questions')
    .select('job_id')
    .where('is_required', '=', true)
    .execute()
  const applied = await db
    .selectFrom('applications')
    .select('job_id')
    .where('user_id', '=', applicant)
    .execute()
  return jobs.filter(
    (j) =>
      effectiveStatus(j) === 'active' &&
      !asked.some((q) => q.job_id === j.id) &&
      !applied.some((a) => a.job_id === j.id),
  )
}

type ListedApplication = {
  id: number
  cover_letter: string
  cv: { choice: string; url?: string; file_name?: string }
}

const applicationsOf = async (slug: string) =>
  (await stack.call('get', `/api/v1/job/${slug}/applications/?page_size=100`, employer)).body
    .results as ListedApplication[]

describe('uploading a CV', () => {
  it('takes a PDF and a DOCX (read by their bytes), shows it, and removes it', async () => {
    const pdf = await putCv(seeker, buildPdf(), { filename: 'Sita Gurung (2026) CV.pdf' })
    expect(pdf.status).toBe(200)
    expect(pdf.body.cv).toMatchObject({
      file_name: 'Sita-Gurung-2026-CV.pdf',
      content_type: 'application/pdf',
      size: buildPdf().length,
    })
    expect(pdf.body.cv.url).toMatch(/^\/api\/v1\/media\/cvs\/\d+-[0-9a-f]{24}\.pdf$/)
    expect((await stack.call('get', '/api/v1/jobseeker/me/cv/', seeker)).body.cv).toEqual(
      pdf.body.cv,
    )

    // A Word document sent with a generic type: the bytes say what it is.
    const docx = await putCv(seeker, buildDocx(), {
      type: 'application/octet-stream',
      filename: 'cv.docx',
    })
    expect(docx.status).toBe(200)
    expect(docx.body.cv).toMatchObject({ file_name: 'cv.docx', content_type: DOCX_TYPE })
    // The replaced PDF, sent with no application, is gone.
    expect((await download(seeker, pdf.body.cv.url)).status).toBe(404)

    const own = await download(seeker, docx.body.cv.url)
    expect(own.status).toBe(200)
    expect(own.headers['content-type']).toBe(DOCX_TYPE)
    expect(own.headers['content-disposition']).toBe('attachment; filename="cv.docx"')
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(own.body as Buffer, buildDocx())).toBe(0)

    const removed = await stack.call('delete', '/api/v1/jobseeker/me/cv/', seeker)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ cv: null })
    expect((await stack.call('get', '/api/v1/jobseeker/me/cv/', seeker)).body).toEqual({
      cv: null,
    })
    expect((await download(seeker, docx.body.cv.url)).status).toBe(404)
  })

  it('refuses a PNG named .pdf and a plain ZIP (400), in both languages', async () => {
    const png = await putCv(seeker, buildPng(), { filename: 'photo.pdf' })
    expect(png.status).toBe(400)
    expect(png.body).toEqual({ cv: ['Upload a PDF or Word (DOCX) file.'] })
    const zip = await putCv(seeker, buildPlainZip(), { type: DOCX_TYPE, locale: 'ne' })
    expect(zip.status).toBe(400)
    expect(zip.body).toEqual({ cv: ['पीडीएफ वा वर्ड (डक्स) फाइल अपलोड गर्नुहोस्।'] })
    const empty = await putCv(seeker, Buffer.alloc(0))
    expect(empty.status).toBe(400)
  })

  it('refuses a file over the limit (413) and a type it does not take (415), in both languages', async () => {
    const big = Buffer.concat([buildPdf(), Buffer.alloc(CV_MAX_BYTES, 0x20)])
    const tooLarge = await putCv(seeker, big, { locale: 'ne' })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).toEqual({ detail: 'सीभी बढीमा २ एमबी हुन सक्छ।' })
    const english = await putCv(seeker, big)
    expect(english.body).toEqual({ detail: 'The CV may be at most 2 MB.' })
    // Just under the limit goes through the BFF and is taken.
    const under = Buffer.concat([buildPdf(), Buffer.alloc(CV_MAX_BYTES - buildPdf().length, 0x20)])
    expect((await putCv(seeker, under)).status).toBe(200)
    const image = await putCv(seeker, buildPng(), { type: 'image/png', locale: 'ne' })
    expect(image.status).toBe(415)
    expect(image.body).toEqual({ detail: 'पीडीएफ वा वर्ड (डक्स) फाइल अपलोड गर्नुहोस्।' })
    await stack.call('delete', '/api/v1/jobseeker/me/cv/', seeker)
  })

  it('is for job seekers only: 401 signed out, 403 for an employer', async () => {
    expect((await putCv('locale=en', buildPdf())).status).toBe(401)
    expect((await putCv(employer, buildPdf())).status).toBe(403)
    expect((await stack.call('get', '/api/v1/jobseeker/me/cv/', employer)).status).toBe(403)
  })
})

describe('applying with a cover letter and a CV', () => {
  it('sends the uploaded CV as it was; the employer opens it, others do not; replacing it later changes nothing sent', async () => {
    const applicant = await stack.signIn('referrer@jagir.demo')
    const [first, second] = await openJobsOfEmployer('referrer@jagir.demo')
    const uploaded = await putCv(applicant, buildPdf('First CV'), { filename: 'first.pdf' })
    expect(uploaded.status).toBe(200)
    const letter = 'Dear hiring team,\nI would like to apply.'
    const applied = await stack.call('post', `/api/v1/job/${first!.slug}/apply/`, applicant, {
      cover_letter: `  ${letter}  `,
      cv: 'file',
    })
    expect(applied.status).toBe(201)

    const [sent] = (await applicationsOf(first!.slug)).filter((a) => a.id === applied.body.id)
    expect(sent).toMatchObject({
      cover_letter: letter,
      cv: { choice: 'file', file_name: 'first.pdf', url: uploaded.body.cv.url },
    })
    // The employer of the job opens it; another employer and another seeker are told nothing.
    const opened = await download(employer, sent!.cv.url!)
    expect(opened.status).toBe(200)
    expect(Buffer.compare(opened.body as Buffer, buildPdf('First CV'))).toBe(0)
    expect((await download(otherEmployer, sent!.cv.url!)).status).toBe(404)
    expect((await download(seeker, sent!.cv.url!)).status).toBe(404)
    expect((await download('locale=en', sent!.cv.url!)).status).toBe(401)

    // A new CV, and even removing it, leaves the one sent with the first application.
    const replaced = await putCv(applicant, buildDocx('Second CV'), { filename: 'second.docx' })
    expect(replaced.body.cv.url).not.toBe(uploaded.body.cv.url)
    await stack.call('post', `/api/v1/job/${second!.slug}/apply/`, applicant, { cv: 'file' })
    await stack.call('delete', '/api/v1/jobseeker/me/cv/', applicant)
    const [still] = (await applicationsOf(first!.slug)).filter((a) => a.id === applied.body.id)
    expect(still!.cv).toMatchObject({ choice: 'file', url: uploaded.body.cv.url })
    const stillOpened = await download(employer, still!.cv.url!)
    expect(Buffer.compare(stillOpened.body as Buffer, buildPdf('First CV'))).toBe(0)
    const [later] = (await applicationsOf(second!.slug)).filter((a) => a.cv.url)
    expect(later!.cv).toMatchObject({ file_name: 'second.docx', url: replaced.body.cv.url })
    // The applicant still downloads what they sent, and their data export says what went.
    expect((await download(applicant, uploaded.body.cv.url)).status).toBe(200)
    const data = await stack.call('get', '/api/v1/jobseeker/me/data/', applicant)
    expect(data.body.cv).toBeNull()
    const exported = data.body.applications.find((a: { id: number }) => a.id === applied.body.id)
    expect(exported).toMatchObject({
      cover_letter: letter,
      cv: { choice: 'file', url: uploaded.body.cv.url },
    })
  })

  it('sends the profile CV or none; the uploaded one only when there is one; limits the letter', async () => {
    const applicant = await stack.signIn('onboarding@jagir.demo')
    const [first, second, third] = await openJobsOfEmployer('onboarding@jagir.demo')
    const missing = await stack.call('post', `/api/v1/job/${first!.slug}/apply/`, applicant, {
      cv: 'file',
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ cv: ['Upload a CV first, or choose another option.'] })
    const long = await stack.call('post', `/api/v1/job/${first!.slug}/apply/`, applicant, {
      cover_letter: 'x'.repeat(3001),
    })
    expect(long.status).toBe(400)
    expect(Object.keys(long.body)).toEqual(['cover_letter'])
    const unknown = await stack.call('post', `/api/v1/job/${first!.slug}/apply/`, applicant, {
      cv: 'video',
    })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.body)).toEqual(['cv'])

    const profile = await stack.call('post', `/api/v1/job/${first!.slug}/apply/`, applicant, {
      cv: 'profile',
      cover_letter: 'x'.repeat(3000),
    })
    expect(profile.status).toBe(201)
    const none = await stack.call('post', `/api/v1/job/${second!.slug}/apply/`, applicant, {})
    expect(none.status).toBe(201)
    const [withProfile] = (await applicationsOf(first!.slug)).filter(
      (a) => a.id === profile.body.id,
    )
    expect(withProfile!.cv).toEqual({ choice: 'profile' })
    expect(withProfile!.cover_letter).toHaveLength(3000)
    const [withNone] = (await applicationsOf(second!.slug)).filter((a) => a.id === none.body.id)
    expect(withNone).toMatchObject({ cover_letter: '', cv: { choice: 'none' } })
    expect(third).toBeDefined()
  })
})
