import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { ContentItemPage } from '../../../components/content/content-item-page'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Faq } from '../api/faq'
import './faq.scss'

/** `/faq/detail/{slug}`: one question and its answer, with its topic and tags. */
export function FaqPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const item = useItem<Faq>('faq', slug, lang)
  const category = item.data?.category
  return (
    <ContentItemPage
      item={item}
      narrow
      title={item.data?.question}
      list={{ label: t`FAQs`, href: href('faq', null, null, lang) }}
      category={
        category && {
          label: category.name,
          href: href('faqCategory', { slug: category.slug }, null, lang),
        }
      }
      text={{
        loading: t`Loading the question`,
        failed: <Trans>The question could not be loaded.</Trans>,
        retry: <Trans>Load the question again</Trans>,
      }}
    >
      {(faq) => (
        <>
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
        </>
      )}
    </ContentItemPage>
  )
}
