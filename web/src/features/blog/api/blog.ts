import type { CoverImageSource } from '../../../components/content/cover-image'

/** A category or tag of a post. */
export interface BlogGroup {
  slug: string
  name: string
}

/** A post as the blog's list gives it (GET `/api/v1/blog/posts/`). */
export interface BlogCard {
  slug: string
  title?: string
  excerpt?: string
  category?: BlogGroup | null
  tags?: BlogGroup[] | null
  author?: string
  published_at?: string | null
  reading_minutes?: number | null
  cover_image?: CoverImageSource | null
}

/** A post (GET `/api/v1/blog/posts/{slug}/`): its HTML body and the posts to read next. */
export interface BlogPost extends BlogCard {
  body?: string | null
  related?: BlogCard[] | null
}
