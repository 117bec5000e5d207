import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import {
  GUARD_NOTICE_COOKIE,
  GUARD_NOTICE_SECONDS,
  toGuardNotice,
  type GuardNotice,
} from '@jagir/shared/routes/guard-notice'
import { showSnackbar } from './snackbar'

/** What each guard's refusal tells the person it sent elsewhere. */
const GUARD_NOTICE_TEXT: Record<GuardNotice, MessageDescriptor> = {
  'sign-in': msg`Please sign in to open that page.`,
  'employers-only': msg`That page is for employers only.`,
  'jobseekers-only': msg`That page is for job seekers only.`,
  'referrers-only': msg`That page is for referrers only.`,
  'referrer-account': msg`Your account is a referrer's: here is your referrer profile.`,
  'signed-in': msg`You are already signed in: no new account is needed.`,
  'employer-sign-up': msg`Sign up as an employer first; your organization's details come next.`,
}

const cookiePattern = new RegExp(`(?:^|;\\s*)${GUARD_NOTICE_COOKIE}=([^;]*)`)

/** Leaves a guard's reason for the page it redirects to (as the BFF does on its redirects). */
export function leaveGuardNotice(notice: GuardNotice | undefined): void {
  if (!notice) return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${GUARD_NOTICE_COOKIE}=${notice}; Max-Age=${GUARD_NOTICE_SECONDS}; Path=/; SameSite=Lax${secure}`
}

/** The reason left for this page, if any, taken (so it is said once). */
function takeGuardNotice(): GuardNotice | null {
  const value = cookiePattern.exec(document.cookie)?.[1]
  if (value === undefined) return null
  document.cookie = `${GUARD_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  return toGuardNotice(value)
}

/**
 * Says why a guard sent someone here, in the page's language, once they arrive: after the
 * BFF's redirect (on the first render) and after the SPA's own (on each navigation).
 */
export function GuardNoticeSnackbar() {
  const { i18n } = useLingui()
  const { key } = useLocation()
  useEffect(() => {
    const notice = takeGuardNotice()
    if (notice) showSnackbar(i18n._(GUARD_NOTICE_TEXT[notice]), 'danger')
  }, [key, i18n])
  return null
}
