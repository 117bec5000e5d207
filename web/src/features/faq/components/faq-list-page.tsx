import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  contentCategoriesPath,
  contentTagsPath,
  EMPLOYER_FAQ_TAG,
} from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ContentListPage, scopeNameOf } from '../../../components/content/content-list-page'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useNames } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Faq } from '../api/faq'
import { FaqItem, FaqSkeleton } from './faq-accordion'
import './faq.scss'

/** Which questions a page lists: all, a category's, a tag's, or those employers ask. */
export type FaqScope =
  | { kind: 'all' }
  | { kind: 'category'; slug: string }
  | { kind: 'tag'; slug: string }
  | { kind: 'employers' }

/** The provider's scope of a page's questions. */
const apiScope = (scope: FaqScope) =>
  scope.kind === 'category'
    ? { category: scope.slug }
    : scope.kind === 'tag'
      ? { tag: scope.slug }
      : scope.kind === 'employers'
        ? { tag: EMPLOYER_FAQ_TAG }
        : {}

/**
 * `/faq`, `/faq/category/{slug}`, `/faq/tags/{slug}` and `/sep-faqs`: questions that open to
 * their answers, a search, the categories as filters, paged.
 */
export function FaqListPage({ scope, intro }: { scope: FaqScope; intro?: ReactNode }) {
  const { t } = useLingui()
  const lang = useLang()
  const categories = useNames(contentCategoriesPath('faq'), lang)
  const tags = useNames(contentTagsPath('faq'), lang)
  const scopeName =
    scope.kind === 'category'
      ? scopeNameOf(categories.data, scope.slug)
      : scope.kind === 'tag'
        ? scopeNameOf(tags.data, scope.slug)
        : undefined

  const faqs = t`FAQs`
  const employers = t`FAQs for employers`
  const questions =
    scope.kind === 'employers' ? employers : scopeName ? t`FAQs: ${scopeName}` : faqs
  return (
    <ContentListPage<Faq>
      kind="faq"
      scope={apiScope(scope)}
      heading={questions}
      numbered={(page) => t`${questions} (page ${page})`}
      trail={[
        scope.kind === 'employers'
          ? { label: employers }
          : { label: faqs, href: href('faq', null, null, lang) },
        ...(scopeName ? [{ label: scopeName }] : []),
      ]}
      intro={intro}
      search={{
        name: t`Search the questions`,
        label: t`What is your question about?`,
        placeholder: t`Password, payment, posting a job…`,
        submitLabel: t`Find answers`,
      }}
      text={{
        loading: t`Loading the questions`,
        failed: <Trans>The questions could not be loaded.</Trans>,
        retry: <Trans>Load the questions again</Trans>,
        empty: {
          title: <Trans>No question matches your search.</Trans>,
          hint: (
            <Trans>
              Try other words, or{' '}
              <Link to={href('contact', null, null, lang)}>ask us directly</Link>.
            </Trans>
          ),
        },
        pastEnd: {
          title: <Trans>This list of questions has fewer pages.</Trans>,
          first: <Trans>Back to the first questions</Trans>,
        },
      }}
      listClass="content-list faq-list"
      placeholder={{ item: <FaqSkeleton />, count: 3 }}
      filters={
        <>
          <TaxonomyLinks
            heading={t`Questions by topic`}
            label={t`FAQ topics`}
            items={categories.data}
            current={scope.kind === 'category' ? scope.slug : null}
            hrefOf={(category) => href('faqCategory', { slug: category }, null, lang)}
            all={{ href: href('faq', null, null, lang), label: t`All questions` }}
          />
          <TaxonomyLinks
            heading={t`Questions by tag`}
            label={t`FAQ tags`}
            items={tags.data}
            current={scope.kind === 'tag' ? scope.slug : null}
            hrefOf={(tag) => href('faqTags', { slug: tag }, null, lang)}
          />
        </>
      }
      after={
        scope.kind === 'employers' ? null : (
          <div className="box">
            <h2 className="title is-6 mb-2">
              <Trans>Hiring on Jagir?</Trans>
            </h2>
            <p className="mb-3">
              <Trans>The questions employers ask most, in one place.</Trans>
            </p>
            <Link className="button is-small is-primary" to={href('sepFaqs', null, null, lang)}>
              <Trans>FAQs for employers</Trans>
            </Link>
          </div>
        )
      }
    >
      {(faq) => <FaqItem faq={faq} />}
    </ContentListPage>
  )
}
