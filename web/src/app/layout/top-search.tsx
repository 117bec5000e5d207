import { useNavigate } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { isEmployer, type CurrentUser } from '@jagir/shared/schemas/user'
import { SearchBox } from '../../components/ui/search-box'
import { useLang } from '../../lib/lang'

/** The navbar's search: jobs for visitors and job seekers, job seekers for employers (docs/product.md#navigation-by-role). */
export function TopSearch({ user }: { user: CurrentUser | null | undefined }) {
  const navigate = useNavigate()
  const lang = useLang()
  const { t } = useLingui()
  const employer = isEmployer(user)
  const label = employer ? t`Search job seekers` : t`Search jobs`
  return (
    <SearchBox
      className="top-search"
      name={label}
      label={label}
      // "Search job seekers" is cut off in the navbar's field on a laptop; the button says search.
      placeholder={employer ? t`Job seekers` : label}
      submitLabel={t`Search`}
      iconButton
      action={
        employer ? href('jobseekerSearch', null, null, lang) : href('jobSearch', null, null, lang)
      }
      onSearch={(search) => {
        const query = search ? { search } : null
        void navigate(
          employer
            ? href('jobseekerSearch', null, query, lang)
            : href('jobSearch', null, query, lang),
        )
      }}
    />
  )
}
