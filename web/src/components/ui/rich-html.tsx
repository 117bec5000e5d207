import { useMemo, type ReactNode } from 'react'
import { descriptionFallbackText } from '@jagir/shared/sanitize/description'
import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'

/** Rich text as it can be shown: sanitized HTML, or its text when over the limits. */
function shown(html: string): { html: string } | { text: string } {
  const text = descriptionFallbackText(html)
  if (text === null) return { html: sanitizeRichText(html) }
  return text === '' ? { html: '' } : { text }
}

/**
 * Rich text from the provider (a job's description, a blog post's body), sanitized before it is
 * shown (docs/product.md#rich-text); past the rich-text limits, its plain text. On the server the BFF's
 * worker pool has sanitized it beforehand (web/src/server/rich-text.ts). `empty` shows when
 * there is nothing to show.
 */
export function RichHtml({
  html,
  className,
  empty,
  lang,
}: {
  html: string | null | undefined
  className: string
  empty: ReactNode
  /** The text's language when it is not the page's. */
  lang?: string
}) {
  const content = useMemo(() => shown(html ?? ''), [html])
  if ('text' in content)
    return (
      <p className={className} lang={lang}>
        {content.text}
      </p>
    )
  if (!content.html) return <>{empty}</>
  return (
    <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: content.html }} />
  )
}
