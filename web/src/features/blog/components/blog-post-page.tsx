import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { ContentItemPage } from '../../../components/content/content-item-page'
import { TaxonomyLinks } from '../../../components/content/taxonomy-links'
import { CoverImage } from '../../../components/content/cover-image'
import { ShareButtons } from '../../../components/share/share-buttons'
import { RichHtml } from '../../../components/ui/rich-html'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import { useSiteOrigin } from '../../../lib/site-origin'
import type { BlogPost } from '../api/blog'
import { BlogCardView, PostMeta } from './blog-card'
import './blog.scss'

/** Share buttons for a post, worded for a post. */
function PostShare({ post }: { post: BlogPost }) {
  const { t } = useLingui()
  const lang = useLang()
  const origin = useSiteOrigin()
  return (
    <ShareButtons
      target={{
        url: origin + href('blogDetail', { slug: post.slug }, null, lang),
        title: post.title ?? '',
      }}
      labels={{
        group: t`Share this post`,
        copy: t`Copy the post's link`,
        copied: t`The post's link is copied.`,
        copyFailed: t`Your browser would not copy it: copy the post's link from here.`,
      }}
    />
  )
}

/**
 * `/blog/detail/{slug}`: the post (title, author, date with Bikram Sambat in Nepali, reading
 * time, cover, body sanitized), its tags, share buttons and related posts. An unknown post shows
 * the 404 page.
 */
export function BlogPostPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const item = useItem<BlogPost>('blog', slug, lang)
  const post = item.data
  const related = post?.related ?? []
  return (
    <ContentItemPage
      item={item}
      title={post?.title}
      list={{ label: t`Blog`, href: href('blog', null, null, lang) }}
      category={
        post?.category && {
          label: post.category.name,
          href: href('blogCategory', { slug: post.category.slug }, null, lang),
        }
      }
      className="blog-post"
      text={{
        loading: t`Loading the post`,
        failed: <Trans>The post could not be loaded.</Trans>,
        retry: <Trans>Load the post again</Trans>,
      }}
      after={
        related.length > 0 ? (
          <section className="mt-6" aria-labelledby="related-posts">
            <h2 className="title is-4" id="related-posts">
              <Trans>Read next</Trans>
            </h2>
            <ul className="content-list is-cards">
              {related.map((other) => (
                <li key={other.slug}>
                  <BlogCardView post={other} level={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    >
      {(post) => (
        <>
          <PostMeta post={post} author />
          <CoverImage image={post.cover_image} priority />
          <RichHtml
            html={post.body}
            className="content blog-body"
            empty={
              <p className="has-text-grey-dark">
                <Trans>This post has no text yet.</Trans>
              </p>
            }
          />
          <div className="mb-5">
            <TaxonomyLinks
              label={t`Tags of this post`}
              items={post.tags ?? []}
              hrefOf={(tag) => href('blogTag', { slug: tag }, null, lang)}
            />
          </div>
          <div className="box">
            <PostShare post={post} />
          </div>
        </>
      )}
    </ContentItemPage>
  )
}
