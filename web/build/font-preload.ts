import type { Plugin } from 'vite'

/** The Devanagari text face every Nepali page paints with (Fontsource's file, hashed by Vite). */
const TEXT_FONT = /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/

/**
 * Preloads the Devanagari text face from index.html's head: without it the browser finds the
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
        const font = Object.keys(context.bundle ?? {}).find((file) => TEXT_FONT.test(file))
        if (!font) return []
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font}`,
            },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
