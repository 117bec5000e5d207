import { LOGO_MAX_BYTES } from '@jagir/shared/schemas/organization'
import type { FastifyBaseLogger } from 'fastify'
import type { Upstream } from '../../plugins/upstream.js'

/**
 * An organisation's logo for its share image: only the file the provider stores for it (a path
 * of its own API, never an address from elsewhere), at most LOGO_MAX_BYTES, a PNG, JPEG or WebP
 * whose header says at most LOGO_MAX_SIDE pixels a side (read before anything decodes it, so a
 * small file cannot unpack into a huge picture). Anything else, or any failure: no logo, and the
 * card shows the organisation's initial.
 */

/** A logo wider or taller than this is not drawn. */
export const LOGO_MAX_SIDE = 2048
/** A logo not read by then is not drawn (the card is not kept waiting for a slow provider). */
export const LOGO_READ_MS = 3_000

/** The width and height a PNG, JPEG or WebP header gives, or null for anything else. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (
    bytes.length >= 24 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null
      const marker = bytes[at + 1]!
      const length = bytes.readUInt16BE(at + 2)
      // Start of frame (SOF0–SOF15 but DHT, JPG and DAC): its height and width.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
      }
      at += 2 + length
    }
    return null
  }
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    const chunk = bytes.toString('latin1', 12, 16)
    if (chunk === 'VP8 ') {
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
    }
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X') {
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
    }
  }
  return null
}

/** The logo's bytes when they are an image of an accepted kind and size; else null. */
export function acceptedLogo(bytes: Buffer): Buffer | null {
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) return null
  const size = imageSize(bytes)
  if (!size || size.width < 1 || size.height < 1) return null
  return size.width <= LOGO_MAX_SIDE && size.height <= LOGO_MAX_SIDE ? bytes : null
}

/** Reads the stored logo at `path` (cards.ts's storedLogo), or null. Never throws. */
export async function readLogo(
  upstream: Upstream,
  path: string,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  try {
    const answer = await upstream.request({
      method: 'GET',
      path,
      signal: AbortSignal.timeout(LOGO_READ_MS),
    })
    if (answer.statusCode !== 200) {
      await answer.body.dump()
      return null
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of answer.body) {
      size += (chunk as Buffer).length
      if (size > LOGO_MAX_BYTES) {
        // Over the limit: the rest is not read.
        answer.body.destroy()
        return null
      }
      chunks.push(chunk as Buffer)
    }
    return acceptedLogo(Buffer.concat(chunks))
  } catch (error) {
    log.warn({ err: error }, 'share image: the logo could not be read')
    return null
  }
}
