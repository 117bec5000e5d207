import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchBox } from '../../../components/ui/search-box'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'

/** The home page's headline and job search box (submitting opens the job search). */
export function HomeHero() {
  const navigate = useNavigate()
  const lang = useLang()
  const { t } = useLingui()
  return (
    <section className="section has-background-primary-95">
      <div className="container has-text-centered is-narrow-44">
        <h1 className="title is-2">
          <Trans>Find the right job in Nepal</Trans>
        </h1>
        <p className="subtitle is-5">
          <Trans>Jobs from employers across all seven provinces, in Nepali and English.</Trans>
        </p>
        <SearchBox
          large
          name={t`Find a job`}
          label={t`Search jobs`}
          placeholder={t`Job title, skill or company`}
          submitLabel={t`Search`}
          action={pageHref('jobSearch', lang)}
          onSearch={(search) =>
            void navigate(pageHref('jobSearch', lang, search ? { search } : null))
          }
        />
      </div>
    </section>
  )
}
