import type { ReactNode } from 'react'
import { PageTitle } from '../../../components/ui/page-title'

/** The frame of a text page: its title (in the tab too) and readable text width. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section">
      <PageTitle title={title} />
      <div className="container is-narrow-48">
        <h1 className="title is-3">{title}</h1>
        <div className="content">{children}</div>
      </div>
    </section>
  )
}
