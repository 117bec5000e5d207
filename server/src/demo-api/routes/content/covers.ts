/**
 * The demo blog's cover images: small SVG drawings (no text, so no font is needed), one colour
 * and motif per category, the circles placed by the post's slug. A real provider would serve
 * photographs from its media host; the page only needs a URL with a width and a height.
 */

/** Covers are drawn at Open Graph's 1.91:1. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

const PALETTE: Record<string, [string, string]> = {
  'career-advice': ['#0f5e57', '#14b8a6'],
  'hiring-tips': ['#312e81', '#6366f1'],
  workplace: ['#7c2d12', '#f59e0b'],
  news: ['#881337', '#dc143c'],
}

/** A white motif per category, drawn around the centre (600, 315). */
const MOTIF: Record<string, string> = {
  // A briefcase.
  'career-advice':
    '<rect x="470" y="250" width="260" height="170" rx="18"/><path d="M550 250v-30a14 14 0 0 1 14-14h72a14 14 0 0 1 14 14v30h-22v-22h-56v22z"/>',
  // A person with a tick.
  'hiring-tips':
    '<circle cx="560" cy="250" r="48"/><path d="M470 420a90 80 0 0 1 180 0z"/><path d="M660 330l30 30 60-70" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>',
  // An office block.
  workplace:
    '<path d="M500 430V210h200v220h-70v-60h-60v60zM530 240v30h40v-30zm100 0v30h40v-30zM530 300v30h40v-30zm100 0v30h40v-30z" fill-rule="evenodd"/>',
  // A loudspeaker.
  news: '<path d="M480 290h50l120-70v210l-120-70h-50z"/><rect x="500" y="360" width="36" height="70" rx="10"/>',
}

/** A number from the slug, the same every time (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0
  return value
}

/** The cover of a post of `category`, its circles placed by `slug`. */
export function coverSvg(slug: string, category: string): string {
  const [dark, light] = PALETTE[category] ?? PALETTE['career-advice']!
  const seed = hash(slug)
  const circles = [0, 1, 2]
    .map((i) => {
      const x = (seed >>> (i * 7)) % COVER_WIDTH
      const y = (seed >>> (i * 5 + 3)) % COVER_HEIGHT
      const r = 90 + ((seed >>> (i * 3)) % 140)
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" opacity=".35"/>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${dark}"/>${circles}` +
    `<g fill="#fff" opacity=".92">${MOTIF[category] ?? MOTIF['career-advice']}</g></svg>`
  )
}
