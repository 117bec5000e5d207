import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { contentCategoriesPath, contentTagsPath } from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ContentListPage, scopeNameOf } from '../../../components/content/content-list-page'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { useNames } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { BlogCard } from '../api/blog'
import { BlogCardSkeleton, BlogCardView } from './blog-card'
import './blog.scss'

/** Where a list of posts is narrowed by its address: a category's or a tag's page. */
export type BlogScope = { category: string } | { tag: string } | Record<string, never>

/**
 * `/blog`, `/blog/category/{slug}`, `/blog/tag/{slug}`: posts newest first, a search, and the
 * categories and tags as filters (each a page of its own), paged.
 */
export function BlogListPage({ scope }: { scope: BlogScope }) {
  const { t } = useLingui()
  const lang = useLang()
  const categories = useNames(contentCategoriesPath('blog'), lang)
  const tags = useNames(contentTagsPath('blog'), lang)
  const category = 'category' in scope ? scope.category : null
  const tag = 'tag' in scope ? scope.tag : null
  const scopeName = scopeNameOf(category ? categories.data : tags.data, category ?? tag)

  const blog = t`Blog`
  const heading = scopeName ? t`Blog: ${scopeName}` : blog
  return (
    <ContentListPage<BlogCard>
      kind="blog"
      scope={scope}
      heading={heading}
      numbered={(page) => t`${heading} (page ${page})`}
      trail={[
        { label: blog, href: href('blog', null, null, lang) },
        ...(scopeName ? [{ label: scopeName }] : []),
      ]}
      search={{
        name: t`Search the blog`,
        label: t`What do you want to read about?`,
        placeholder: t`CV, interview, salary…`,
        submitLabel: t`Search posts`,
      }}
      text={{
        loading: t`Loading posts`,
        failed: <Trans>The posts could not be loaded.</Trans>,
        retry: <Trans>Load the posts again</Trans>,
        empty: {
          title: <Trans>No post matches your search.</Trans>,
          hint: <Trans>Try other words, or read all the posts.</Trans>,
        },
        pastEnd: {
          title: <Trans>This list of posts has fewer pages.</Trans>,
          first: <Trans>Back to the newest posts</Trans>,
        },
      }}
      placeholder={{ item: <BlogCardSkeleton />, count: 2 }}
      filters={
        <>
          <TaxonomyLinks
            heading={t`Categories`}
            label={t`Blog categories`}
            items={categories.data}
            current={category}
            hrefOf={(slug) => href('blogCategory', { slug }, null, lang)}
            all={{ href: href('blog', null, null, lang), label: t`All posts` }}
          />
          <TaxonomyLinks
            heading={t`Browse by tag`}
            label={t`Blog tags`}
            items={tags.data}
            current={tag}
            hrefOf={(slug) => href('blogTag', { slug }, null, lang)}
          />
        </>
      }
      after={
        <div className="box">
          <h2 className="title is-6 mb-2">
            <Trans>Did COVID-19 change your work?</Trans>
          </h2>
          <p className="mb-3">
            <Trans>Four short questions help us find jobs that fit what changed.</Trans>
          </p>
          <Link className="button is-small is-primary" to={href('covidSurvey', null, null, lang)}>
            <Trans>Take the survey</Trans>
          </Link>
        </div>
      }
    >
      {(post, index) => <BlogCardView post={post} first={index === 0} />}
    </ContentListPage>
  )
}
