import { useLingui } from '@lingui/react/macro'

/**
 * A page's place while it loads: grey blocks where its title, tabs and content come, with a
 * "Loading" status for screen readers. The server sends it inside the site's shell for guarded
 * pages (web/src/entry-server.tsx), and it stays until the browser has the page, so the first
 * paint is the site, not a blank window (issue 34). A page whose top depends on its data (the
 * employer's workspace, the applications page) shows it until that data has answered, then is
 * drawn whole: nothing on screen moves as the data arrives.
 */
export function PageSkeleton() {
  const { t } = useLingui()
  return (
    <section className="section page-skeleton" aria-busy="true">
      <div className="container">
        <p role="status" className="is-sr-only">
          {t`Loading`}
        </p>
        <div className="skeleton-block page-skeleton-title" />
        <div className="skeleton-block is-high-6" />
        <div className="skeleton-block is-high-12" />
      </div>
    </section>
  )
}
