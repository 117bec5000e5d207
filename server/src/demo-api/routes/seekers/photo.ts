import { randomBytes } from 'node:crypto'
import {
  PHOTO_TYPES,
  PHOTO_UPLOAD_MAX_BYTES,
  sniffPhotoType,
} from '@jagir/shared/rules/jobseeker-profile'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/database.js'
import { requireJobseeker } from '../../lib/auth.js'
import { fieldErrors, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { presentSeekerProfile, seekerById, type Seeker } from './present.js'

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const

/** Where an uploaded photo is served (through the BFF's proxy, on the site's own origin). */
export const photoUrl = (name: string) => `/api/v1/media/photos/${name}`

/**
 * Sets or clears the user's photo. The old photo's bytes go in the same transaction, so a user
 * has one photo row at most and a removed photo is no longer served.
 */
async function replacePhoto(
  db: Db,
  userId: number,
  photo: { name: string; type: string; bytes: Buffer } | null,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('photos').where('user_id', '=', userId).execute()
    if (photo) {
      await tx
        .insertInto('photos')
        .values({
          name: photo.name,
          user_id: userId,
          content_type: photo.type,
          bytes: photo.bytes,
        })
        .execute()
    }
    await tx
      .updateTable('users')
      .set({ profile_picture: photo ? photoUrl(photo.name) : null })
      .where('id', '=', userId)
      .execute()
  })
}

/** The seeker's profile as it is now (after a write). */
const reread = async (db: Db, user: Seeker) => (await seekerById(db, user.id)) ?? user

/**
 * The profile photo: PUT the image's bytes (JPEG, PNG or WebP, at most 1 MB; the type is read
 * from the bytes, never trusted from the header), DELETE to remove it, and the photos served.
 */
export function seekerPhotoRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Only inside this plugin: the rest of the demo API takes JSON and forms.
    app.addContentTypeParser(
      [...PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )

    app.put('/api/v1/jobseeker/me/photo/', async (request) => {
      const user = await requireJobseeker(db, request)
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const type = sniffPhotoType(bytes)
      if (!type) throw fieldErrors({ photo: 'fileType' })
      const name = `${user.id}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`
      await replacePhoto(db, user.id, { name, type, bytes })
      return presentSeekerProfile(db, await reread(db, user), localeOf(request), user)
    })

    app.delete('/api/v1/jobseeker/me/photo/', async (request) => {
      const user = await requireJobseeker(db, request)
      await replacePhoto(db, user.id, null)
      return presentSeekerProfile(db, await reread(db, user), localeOf(request), user)
    })

    app.get<{ Params: { name: string } }>('/api/v1/media/photos/:name', async (request, reply) => {
      const photo = await db
        .selectFrom('photos')
        .select(['content_type', 'bytes'])
        .where('name', '=', request.params.name)
        .executeTakeFirst()
      if (!photo) throw notFound()
      // A new photo gets a new name, so a name's bytes never change.
      return reply
        .type(photo.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(photo.bytes))
    })
  }
}
