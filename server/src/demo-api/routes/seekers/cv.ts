import { randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import {
  CV_MAX_BYTES,
  CV_MAX_MB,
  CV_TYPES,
  safeCvFileName,
  type CvType,
} from '@jagir/shared/rules/jobseeker-profile'
import type { Db } from '../../db/database.js'
import { requireJobseeker, requireUser } from '../../lib/auth.js'
import { ApiError, fieldErrors, fillMessage, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'

/** Where an uploaded CV is downloaded (through the BFF's proxy, on the site's own origin). */
export const cvUrl = (name: string) => `/api/v1/media/cvs/${name}`

/** A stored CV as the API shows it: its download name, type, size and address. */
export interface CvInfo {
  file_name: string
  content_type: string
  size: number
  url: string
  uploaded_at: string
}

const present = (row: {
  name: string
  file_name: string
  content_type: string
  size: number
  created_at: string
}): CvInfo => ({
  file_name: row.file_name,
  content_type: row.content_type,
  size: row.size,
  url: cvUrl(row.name),
  uploaded_at: row.created_at,
})

/** The seeker's current CV (its stored name and what is shown of it), or null. */
export async function currentCv(
  db: Db,
  userId: number,
): Promise<(CvInfo & { name: string }) | null> {
  const row = await db
    .selectFrom('jobseekers')
    .innerJoin('cv_files', 'cv_files.name', 'jobseekers.cv')
    .select([
      'cv_files.name',
      'cv_files.file_name',
      'cv_files.content_type',
      'cv_files.size',
      'cv_files.created_at',
    ])
    .where('jobseekers.user_id', '=', userId)
    .executeTakeFirst()
  return row ? { ...present(row), name: row.name } : null
}

/**
 * The type the bytes are, by their content (a DOCX is a ZIP holding `word/document.xml`; a plain
 * ZIP, an image or a renamed file is not one), or null when it is neither PDF nor DOCX.
 */
export async function sniffCvType(bytes: Buffer): Promise<CvType | null> {
  if (bytes.length === 0) return null
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined)
  return found && found.mime in CV_TYPES ? (found.mime as CvType) : null
}

/**
 * Sets or clears the seeker's CV. A file that is no longer the CV goes unless an application
 * names it: the CV sent with an application stays as it was sent.
 */
async function replaceCv(
  db: Db,
  userId: number,
  cv: { name: string; type: CvType; fileName: string; bytes: Buffer } | null,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (cv) {
      await tx
        .insertInto('cv_files')
        .values({
          name: cv.name,
          user_id: userId,
          content_type: cv.type,
          file_name: cv.fileName,
          size: cv.bytes.length,
          bytes: cv.bytes,
        })
        .execute()
    }
    await tx
      .updateTable('jobseekers')
      .set({ cv: cv ? cv.name : null })
      .where('user_id', '=', userId)
      .execute()
    await tx
      .deleteFrom('cv_files')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.and([
          ...(cv ? [eb('name', '<>', cv.name)] : []),
          eb.not(
            eb.exists(
              eb
                .selectFrom('applications')
                .select(sql`1`.as('one'))
                .whereRef('applications.cv_file', '=', 'cv_files.name'),
            ),
          ),
        ]),
      )
      .execute()
  })
}

/** True when the employer owns (or hires for the organisation of) a job an application sent this CV to. */
async function employerReceived(
  db: Db,
  employer: { id: number; organizations: number[] },
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select('applications.id')
    .where('applications.cv_file', '=', name)
    .where((eb) =>
      employer.organizations.length
        ? eb.or([
            eb('jobs.owner', '=', employer.id),
            eb('jobs.organization', 'in', employer.organizations),
          ])
        : eb('jobs.owner', '=', employer.id),
    )
    .executeTakeFirst()
  return !!row
}

/**
 * The seeker's CV: GET it, PUT a PDF or DOCX file's bytes (at most CV_MAX_BYTES; the type read
 * from the bytes; `?filename=` the picked file's name, kept made safe for the download), DELETE
 * it; and the download, for its seeker and for an employer it was sent to with an application.
 */
export function seekerCvRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Only inside this plugin: the rest of the demo API takes JSON and forms. The header's type
    // is not trusted (the bytes are read), so a browser's empty or generic type is taken too.
    app.addContentTypeParser(
      [...Object.keys(CV_TYPES), 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: CV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )
    // A too large or unparsed upload says what a CV may be, in the request's language.
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const locale = localeOf(request)
      if (error.statusCode === 413)
        return reply.code(413).send({ detail: fillMessage('cvSize', locale, { max: CV_MAX_MB }) })
      if (error.statusCode === 415)
        return reply.code(415).send({ detail: fillMessage('cvType', locale) })
      throw error
    })

    app.get('/api/v1/jobseeker/me/cv/', async (request) => {
      const user = await requireJobseeker(db, request)
      const cv = await currentCv(db, user.id)
      return { cv: cv && present({ ...cv, created_at: cv.uploaded_at }) }
    })

    app.put<{ Querystring: { filename?: unknown } }>(
      '/api/v1/jobseeker/me/cv/',
      async (request) => {
        const user = await requireJobseeker(db, request)
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const type = await sniffCvType(bytes)
        if (!type) throw fieldErrors({ cv: 'cvType' })
        const given = typeof request.query.filename === 'string' ? request.query.filename : ''
        const name = `${user.id}-${randomBytes(12).toString('hex')}.${CV_TYPES[type]}`
        await replaceCv(db, user.id, {
          name,
          type,
          fileName: safeCvFileName(given, type),
          bytes,
        })
        const cv = await currentCv(db, user.id)
        return { cv: cv && present({ ...cv, created_at: cv.uploaded_at }) }
      },
    )

    app.delete('/api/v1/jobseeker/me/cv/', async (request) => {
      const user = await requireJobseeker(db, request)
      await replaceCv(db, user.id, null)
      return { cv: null }
    })

    app.get<{ Params: { name: string } }>('/api/v1/media/cvs/:name', async (request, reply) => {
      const user = await requireUser(db, request)
      const file = await db
        .selectFrom('cv_files')
        .select(['user_id', 'content_type', 'file_name', 'bytes'])
        .where('name', '=', request.params.name)
        .executeTakeFirst()
      if (!file) throw notFound()
      const allowed =
        file.user_id === user.id ||
        (!!user.employer &&
          (await employerReceived(
            db,
            { id: user.id, organizations: user.employer.organizations ?? [] },
            request.params.name,
          )))
      // Anyone else: as if there were no such file.
      if (!allowed) throw notFound()
      return reply
        .type(file.content_type)
        .header('content-disposition', `attachment; filename="${file.file_name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes))
    })
  }
}

/** The 400 of an apply that chose the uploaded CV when there is none. */
export const noCvToSend = () =>
  new ApiError(400, (locale) => ({ cv: [fillMessage('cvMissing', locale)] }))
