import { createCanvas, Image } from '@napi-rs/canvas'

/** Reading the share images back, as a link preview would. */

/** The width and height in a PNG's header, or null when it is no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The RGBA of one pixel of an image. */
export function pixelAt(bytes: Buffer, x: number, y: number): [number, number, number, number] {
  const image = new Image()
  image.src = bytes
  const canvas = createCanvas(image.width, image.height)
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  const data = context.getImageData(x, y, 1, 1).data
  return [data[0]!, data[1]!, data[2]!, data[3]!]
}

/** A PNG of one colour (a stand-in organisation logo). */
export function solidPng(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = colour
  context.fillRect(0, 0, width, height)
  return canvas.toBuffer('image/png')
}
