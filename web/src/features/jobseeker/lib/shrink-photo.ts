import { PHOTO_SIDE_PX } from '@jagir/shared/rules/jobseeker-profile'

/** JPEG quality of a scaled photo: a face at 512 px stays sharp at tens of KB. */
const QUALITY = 0.85

/**
 * A picked photo scaled down to at most PHOTO_SIDE_PX on its longer side, as a JPEG (on white,
 * for a PNG with transparency): a phone camera's 4 MB becomes tens of KB before it is sent over
 * a slow connection. Rejects when the file is not an image the browser can read.
 */
export async function shrinkPhoto(file: Blob, side = PHOTO_SIDE_PX): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) throw new Error('shrinkPhoto: no 2D canvas')
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('shrinkPhoto: not encoded'))),
        'image/jpeg',
        QUALITY,
      ),
    )
  } finally {
    bitmap.close()
  }
}
