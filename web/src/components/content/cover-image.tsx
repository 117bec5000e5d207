/** A cover image as the provider describes it: its address, its size and what it shows. */
export interface CoverImageSource {
  url?: string | null
  width?: number | null
  height?: number | null
  alt?: string | null
}

/**
 * A content item's cover: its width and height are on the element, so the page keeps its place
 * before the image arrives (no layout shift), and it loads only when it nears the screen. A
 * cover without an address or a size is left out rather than guessed.
 */
export function CoverImage({
  image,
  decorative = false,
  className = '',
}: {
  image: CoverImageSource | null | undefined
  /** Beside a link or heading that already says what it is: empty alt text. */
  decorative?: boolean
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
      loading="lazy"
      decoding="async"
    />
  )
}
