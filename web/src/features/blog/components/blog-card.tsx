import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { CoverImage } from '../../../components/content/cover-image'
import { JobDate } from '../../../components/job/job-date'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { BlogCard as Post } from '../api/blog'

/** When a post was published and how long it takes to read. */
export function PostMeta({ post, author }: { post: Post; author?: boolean }) {
  const lang = useLang()
  const minutes = formatNumber(post.reading_minutes ?? 1, lang)
  return (
    <p className="content-meta">
      {author && post.author ? <span>{post.author}</span> : null}
      {post.published_at ? <JobDate value={post.published_at} /> : null}
      <span>
        <Trans>{minutes} min read</Trans>
      </span>
    </p>
  )
}

/** A post in a list: its cover, category, title (the link), summary, date and reading time. */
export function BlogCardView({
  post,
  level = 2,
  first = false,
}: {
  post: Post
  level?: 2 | 3
  /** The list's first card: its cover is the page's largest paint, fetched at once. */
  first?: boolean
}) {
  const lang = useLang()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="card blog-card">
      <div className="card-image">
        <CoverImage image={post.cover_image} decorative priority={first} />
      </div>
      <div className="card-content">
        {post.category ? (
          <p className="is-size-7 has-text-weight-semibold mb-1">{post.category.name}</p>
        ) : null}
        <Heading className="title is-5 mb-2 content-title">
          <Link to={href('blogDetail', { slug: post.slug }, null, lang)}>{post.title}</Link>
        </Heading>
        {post.excerpt ? <p className="mb-2">{post.excerpt}</p> : null}
        <PostMeta post={post} />
      </div>
    </article>
  )
}

/** A post-shaped placeholder while the list loads. */
export function BlogCardSkeleton() {
  return (
    <div className="card" aria-hidden="true">
      <div className="skeleton-block blog-cover-skeleton mb-0" />
      <div className="card-content skeleton-lines">
        <div />
        <div />
        <div />
      </div>
    </div>
  )
}
