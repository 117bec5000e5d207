/** A cover image as the provider describes it: its address, its size and what it shows. */
export interface CoverImageSource {
  url?: string | null
  width?: number | null
  height?: number | null
  alt?: string | null
}

/**
 * A content item's cover: its width and height are on the element, so the page keeps its place
 * before the image arrives (no layout shift), and it loads only when it nears the screen; but
 * the cover a page opens with (a post's own, a list's first) is its largest paint: that one is
 * fetched at once and first (`priority`), as a lazy one would be fetched only after layout. A
 * cover without an address or a size is left out rather than guessed.
 */
export function CoverImage({
  image,
  decorative = false,
  priority = false,
  className = '',
}: {
  image: CoverImageSource | null | undefined
  /** Beside a link or heading that already says what it is: empty alt text. */
  decorative?: boolean
  /** The first image on screen when the page opens. */
  priority?: boolean
  className?: string
}) {
  if (!image?.url || !image.width || !image.height) return null
  return (
    <img
      className={`cover-image ${className}`.trim()}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
