import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { itemTrail } from '../../../components/content/breadcrumbs'
import { ContentFrame, LoadStatus } from '../../../components/content/content-frame'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Faq } from '../api/faq'
import './faq.scss'

/** `/faq/detail/{slug}`: one question and its answer, with its topic and tags. */
export function FaqPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: faq, error, mutate } = useItem<Faq>('faq', slug, lang)
  return (
    <ContentFrame
      narrow
      tabTitle={faq?.question}
      trail={itemTrail(
        { label: t`FAQs`, href: href('faq', null, null, lang) },
        faq?.category
          ? {
              label: faq.category.name,
              href: href('faqCategory', { slug: faq.category.slug }, null, lang),
            }
          : null,
        faq?.question,
      )}
    >
      {faq ? (
        <article aria-labelledby="faq-question">
          <h1 className="title is-3 content-title" id="faq-question">
            {faq.question}
          </h1>
          <div className="content">
            <p>{faq.answer}</p>
          </div>
          <TaxonomyLinks
            label={t`Topics of this question`}
            items={faq.tags ?? []}
            hrefOf={(tag) => href('faqTags', { slug: tag }, null, lang)}
          />
          <p className="mt-5 has-underlined-links">
            <Link to={href('faq', null, null, lang)}>
              <Trans>See all questions</Trans>
            </Link>
            {' · '}
            <Link to={href('contact', null, null, lang)}>
              <Trans>Still stuck? Write to us</Trans>
            </Link>
          </p>
        </article>
      ) : (
        <LoadStatus
          error={error}
          retry={() => void mutate()}
          text={{
            loading: t`Loading the question`,
            failed: <Trans>The question could not be loaded.</Trans>,
            retry: <Trans>Load the question again</Trans>,
          }}
        />
      )}
    </ContentFrame>
  )
}
