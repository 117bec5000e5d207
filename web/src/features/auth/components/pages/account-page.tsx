import type { ReactNode } from 'react'
import { PageTitle } from '../../../../components/ui/page-title'
import './accounts.scss'

interface AccountPageProps {
  /** The page's title, in the tab and as its heading. */
  title: string
  /** What comes above the heading (onboarding's progress). */
  above?: ReactNode
  children: ReactNode
}

/** An account page (sign-up, onboarding, organisation, password): one narrow box with its heading. */
export function AccountPage({ title, above, children }: AccountPageProps) {
  return (
    <section className="section">
      <PageTitle title={title} />
      <div className="container is-narrow-40">
        <div className="box">
          {above}
          <h1 className="title is-4">{title}</h1>
          {children}
        </div>
      </div>
    </section>
  )
}
