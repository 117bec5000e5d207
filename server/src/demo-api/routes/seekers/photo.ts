import { randomBytes } from 'node:crypto'
import {
  PHOTO_TYPES,
  PHOTO_UPLOAD_MAX_BYTES,
  sniffPhotoType,
} from '@jagir/shared/rules/jobseeker-profile'
import type { FastifyPluginAsync } from 'fastify'
import { requireJobseeker } from '../../lib/auth.js'
import { fieldErrors, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import type { DemoStore } from '../../store/store.js'
import { presentSeekerProfile } from './present.js'

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const

/** Where an uploaded photo is served (through the BFF's proxy, on the site's own origin). */
export const photoUrl = (name: string) => `/api/v1/media/photos/${name}`

/**
 * The profile photo: PUT the image's bytes (JPEG, PNG or WebP, at most 1 MB; the type is read
 * from the bytes, never trusted from the header), DELETE to remove it, and the photos served.
 */
export function seekerPhotoRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    // Only inside this plugin: the rest of the demo API takes JSON and forms.
    app.addContentTypeParser(
      [...PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )

    app.put('/api/v1/jobseeker/me/photo/', async (request) => {
      const user = requireJobseeker(store, request)
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const type = sniffPhotoType(bytes)
      if (!type) throw fieldErrors({ photo: 'fileType' })
      const name = `${user.id}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`
      user.photo = { name, type, data: bytes.toString('base64') }
      user.profile_picture = photoUrl(name)
      await store.save()
      return presentSeekerProfile(store, user, localeOf(request), user)
    })

    app.delete('/api/v1/jobseeker/me/photo/', async (request) => {
      const user = requireJobseeker(store, request)
      user.photo = null
      user.profile_picture = null
      await store.save()
      return presentSeekerProfile(store, user, localeOf(request), user)
    })

    app.get<{ Params: { name: string } }>('/api/v1/media/photos/:name', async (request, reply) => {
      const owner = store.state.users.find((u) => u.photo?.name === request.params.name)
      if (!owner?.photo) throw notFound()
      // A new photo gets a new name, so a name's bytes never change.
      return reply
        .type(owner.photo.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(owner.photo.data, 'base64'))
    })
  }
}
