import type { Plugin } from 'vite'

/**
 * The Devanagari faces every Nepali page paints with (Fontsource's files, hashed by Vite): the
 * text face, and the 600 weight of every heading (the largest text on most pages, so its face
 * decides when the largest paint settles: found only after the first layout, it started ~200 ms
 * late in Lighthouse's runs).
 */
const PAGE_FONTS = [
  /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/,
  /noto-sans-devanagari-devanagari-600-normal-[\w-]+\.woff2$/,
]

/**
 * Preloads the Devanagari faces from index.html's head: without it the browser finds the
 * font only once the stylesheet is parsed and the first Nepali text laid out. The face is
 * declared with `font-display: swap` (Fontsource's), so text shows at once in a fallback font
 * and never waits hidden for it.
 */
export function fontPreload(): Plugin {
  return {
    name: 'jagir-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {})
        return PAGE_FONTS.flatMap((face) => files.filter((file) => face.test(file))).map(
          (font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font}`,
            },
            injectTo: 'head' as const,
          }),
        )
      },
    },
  }
}
