import type { ReactNode } from 'react'
import type { TrailStep } from './breadcrumbs'
import { ContentFrame, LoadStatus, type LoadText } from './content-frame'

interface ContentItemPageProps<T> {
  /** The item as `useItem` reads it. */
  item: { data?: T; error: unknown; mutate: () => unknown }
  /** Its title (the page's heading and the tab's title), once it has loaded. */
  title: string | undefined
  /** The trail: the item's list, then its category when it has one. */
  list: TrailStep
  category?: TrailStep | null
  /** Text items read at a narrower measure (a post's own layout sets its own). */
  narrow?: boolean
  className?: string
  text: LoadText
  /** The item under its heading. */
  children: (item: T) => ReactNode
  /** What follows the item (a post's related posts). */
  after?: ReactNode
}

/**
 * A content item's page (a post, a business, a question, a training): its trail, then the item as
 * an article named by its heading; while it loads, placeholder lines, or its failure and a retry.
 */
export function ContentItemPage<T>(props: ContentItemPageProps<T>) {
  const { data, error, mutate } = props.item
  return (
    <ContentFrame
      narrow={props.narrow}
      tabTitle={props.title}
      trail={[
        props.list,
        ...(props.category ? [props.category] : []),
        { label: props.title ?? '' },
      ]}
    >
      {data ? (
        <article className={props.className} aria-labelledby="item-title">
          <h1 className="title is-3 content-title" id="item-title">
            {props.title}
          </h1>
          {props.children(data)}
        </article>
      ) : (
        <LoadStatus error={error} retry={() => void mutate()} text={props.text} />
      )}
      {props.after}
    </ContentFrame>
  )
}
