import type { ReactNode } from 'react'
import type { SeekerProfile } from '../api/my-profile'

/** Only pictures on this site or an https one: a profile's URL is the API's to give. */
const safePicture = (url: string | null | undefined) =>
  url && /^(https:\/\/|\/(?!\/))/.test(url) ? url : null

/** Each size's class, written whole so the build keeps its rules (web/build/purge-css.ts). */
const SIZE_CLASS = { 48: 'seeker-avatar-48', 96: 'seeker-avatar-96' } as const

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
        className={`seeker-avatar ${SIZE_CLASS[size]}`}
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
    <span className={`seeker-avatar seeker-avatar-initial ${SIZE_CLASS[size]}`} aria-hidden="true">
      {initial.toLocaleUpperCase()}
    </span>
  )
}

/** The head of a profile: photo, name (the page's `h1`, or an `h2` under it), headline, then `children`. */
export function SeekerHead({
  profile,
  level,
  children,
}: {
  profile: Pick<SeekerProfile, 'profile_picture' | 'full_name' | 'headline'>
  level: 1 | 2
  children: ReactNode
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="profile-head box">
      <SeekerAvatar profile={profile} size={96} />
      <div className="profile-head-body">
        <Heading className={`title ${level === 1 ? 'is-3' : 'is-4'} mb-1`}>
          {profile.full_name}
        </Heading>
        {profile.headline ? <p className="subtitle is-6 mb-2">{profile.headline}</p> : null}
        {children}
      </div>
    </div>
  )
}
