import { DESCRIPTION_MAX } from '../schemas/job-basic-info.js'
import { richTextLimits } from './limits.js'
import { plainText } from './plain-text.js'

/**
 * How a stored job description is shown, in the SPA and on the BFF's pages alike: null when it
 * is within the rich-text limits (sanitize it and show the HTML), else its plain text, cut to
 * DESCRIPTION_MAX (past the limits a sanitizer's, and a parser's, cost grows too fast; the text is
 * what matters). Linear in the length.
 */
export function descriptionFallbackText(description: string): string | null {
  if (richTextLimits(description, DESCRIPTION_MAX) === null) return null
  return plainText(description).slice(0, DESCRIPTION_MAX)
}
