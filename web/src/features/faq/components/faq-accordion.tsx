import { Fragment } from 'react'
import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../lib/lang'
import type { Faq } from '../api/faq'

/**
 * A question that opens to its answer: a native disclosure widget (`<details>`/`<summary>`), so
 * it opens with Enter or Space, screen readers announce it as expanded or collapsed, and it
 * works before the page's script has loaded, or without it.
 */
export function FaqItem({ faq, open = false }: { faq: Faq; open?: boolean }) {
  const lang = useLang()
  return (
    <details className="faq-item" open={open || undefined}>
      <summary className="faq-question">{faq.question}</summary>
      <div className="faq-answer">
        <p>{faq.answer}</p>
        {faq.tags?.length ? (
          <p className="is-size-7 mt-2">
            <Trans>Tags:</Trans>{' '}
            {faq.tags.map((tag, index) => (
              <Fragment key={tag.slug}>
                {index > 0 ? ', ' : null}
                <Link to={href('faqTags', { slug: tag.slug }, null, lang)}>{tag.name}</Link>
              </Fragment>
            ))}
          </p>
        ) : null}
        <p className="is-size-7 mt-2">
          <Link to={href('faqDetail', { slug: faq.slug }, null, lang)}>
            <Trans>The answer on a page of its own</Trans>
          </Link>
        </p>
      </div>
    </details>
  )
}

/** Placeholder questions while the list loads. */
export function FaqSkeleton() {
  return (
    <div className="faq-item skeleton-lines" aria-hidden="true">
      <div />
    </div>
  )
}
