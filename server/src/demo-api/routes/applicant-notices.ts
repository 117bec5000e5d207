import type { FastifyPluginAsync } from 'fastify'
import { applicantNoticeSchema } from '@jagir/shared/schemas/applicant'
import type { Db } from '../db/database.js'
import { requireEmployer } from '../lib/auth.js'
import { parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'

const present = (row: { frequency: string; channels: string[]; language: string }) => ({
  frequency: row.frequency,
  channels: row.channels,
  language: row.language,
})

/**
 * How the employer hears of new applicants (issue 31; docs/employer.md): at once, a daily
 * digest (the default, by email) or never; by email, SMS or both. Saving also keeps the
 * request's language: the notices are written in it.
 */
export function applicantNoticeRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/employer/applicant-notices/', async (request) => {
      const user = await requireEmployer(db, request)
      const row = await db
        .selectFrom('employers')
        .select([
          'applicant_notice_frequency as frequency',
          'applicant_notice_channels as channels',
          'applicant_notice_language as language',
        ])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      return present(row)
    })

    app.put('/api/v1/employer/applicant-notices/', async (request) => {
      const user = await requireEmployer(db, request)
      const { frequency, channels } = parseBody(applicantNoticeSchema, request)
      const row = await db
        .updateTable('employers')
        .set({
          applicant_notice_frequency: frequency,
          applicant_notice_channels: channels,
          applicant_notice_language: localeOf(request),
        })
        .where('user_id', '=', user.id)
        .returning([
          'applicant_notice_frequency as frequency',
          'applicant_notice_channels as channels',
          'applicant_notice_language as language',
        ])
        .executeTakeFirstOrThrow()
      return present(row)
    })
  }
}
