import { ReferrerProfilePage } from '../../features/referrer/components/referrer-profile-page'

/** `/referrer/profile/me?tab=my-referees` (referrer guard): the referrer's card and referees. */
export function Component() {
  return <ReferrerProfilePage />
}
