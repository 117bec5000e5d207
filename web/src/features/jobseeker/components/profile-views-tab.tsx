import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { JobDate } from '../../../components/job/job-date'
import { OrganizationLogo } from '../../../components/job/organization'
import { useLang } from '../../../lib/lang'
import { PROFILE_VIEWS_PATH, type ProfileView } from '../api/activity'
import { SeekerList } from './list-page'

/** Who looked: the employer's organisation, to its page. */
function Viewer({ view }: { view: ProfileView }) {
  const { t } = useLingui()
  const lang = useLang()
  const org = view.organization
  const name = org?.name ?? t`An employer`
  const id = org?.slug ?? org?.id
  return (
    <article className="listed-job">
      <OrganizationLogo job={{ organization: org }} size={56} />
      <div className="listed-job-body">
        <h3 className="title is-6 mb-1">
          {id ? <Link to={href('employerDetail', { id }, null, lang)}>{name}</Link> : name}
        </h3>
        <p className="has-text-grey">
          <Trans>
            Viewed your profile on <JobDate value={view.viewed_at} />
          </Trans>
        </p>
      </div>
    </article>
  )
}

/** The profile-view tab: which employers viewed the profile and when, newest first. */
export function ProfileViewsTab() {
  const { t } = useLingui()
  return (
    <SeekerList<ProfileView>
      path={PROFILE_VIEWS_PATH}
      label={t`Employers who viewed your profile`}
      empty={t`No employer has viewed your profile yet. A complete profile is found more often.`}
      itemKey={(view) => `${view.viewed_at}-${view.organization?.id ?? ''}`}
    >
      {(view) => <Viewer view={view} />}
    </SeekerList>
  )
}
