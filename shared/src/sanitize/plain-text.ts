// Plain text out of rich text, in linear time whatever the input: for descriptions too deep or
// too long to sanitize, and for meta descriptions. The BFF's pages and the SPA use the same one.

/** Elements whose content is no text a reader sees. */
const HIDDEN = /^<(script|style)[\s/>]/i

/**
 * The text between the tags of `html`, in one pass whatever the input (no backtracking regular
 * expression: it also reads descriptions too deep or too long to sanitize). Script and style
 * content is dropped; an unclosed tag ends the text.
 */
function textBetweenTags(html: string): string[] {
  const parts: string[] = []
  let lower: string | null = null
  let at = 0
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open === -1) {
      parts.push(html.slice(at))
      break
    }
    parts.push(html.slice(at, open), ' ')
    const hidden = HIDDEN.exec(html.slice(open, open + 8))
    if (hidden) lower ??= html.toLowerCase()
    const end = hidden ? lower!.indexOf(`</${hidden[1]!.toLowerCase()}`, open) : open
    const close = end === -1 ? -1 : html.indexOf('>', end + 1)
    if (close === -1) break
    at = close + 1
  }
  return parts
}

/** Plain text of rich text: tags dropped, entities of the common kind decoded, spaces collapsed. */
export function plainText(html: string): string {
  return textBetweenTags(html)
    .join('')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
