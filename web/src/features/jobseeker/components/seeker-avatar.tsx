import type { SeekerProfile } from '../api/my-profile'

/** Only pictures on this site or an https one: a profile's URL is the API's to give. */
const safePicture = (url: string | null | undefined) =>
  url && /^(https:\/\/|\/(?!\/))/.test(url) ? url : null

/**
 * The seeker's photo, or their initial on a tinted circle. Decorative: the name is always
 * written beside it.
 */
export function SeekerAvatar({
  profile,
  size,
}: {
  profile: Pick<SeekerProfile, 'profile_picture' | 'full_name'>
  size: 48 | 96
}) {
  const picture = safePicture(profile.profile_picture)
  if (picture) {
    return (
      <img
        className={`seeker-avatar seeker-avatar-${size}`}
        src={picture}
        alt=""
        width={size}
        height={size}
        decoding="async"
      />
    )
  }
  const initial = Array.from(profile.full_name.trim()).find((char) => /\p{L}/u.test(char)) ?? '·'
  return (
    <span
      className={`seeker-avatar seeker-avatar-initial seeker-avatar-${size}`}
      aria-hidden="true"
    >
      {initial.toLocaleUpperCase()}
    </span>
  )
}
