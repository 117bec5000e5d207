import { useCallback } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../lib/lang'

/** The wizard's steps (docs/product.md#steps-and-the-address): 1 'Post a Job', 2 'Job Specification', 3 'Additional Info'. */
export type WizardStep = 1 | 2 | 3

/**
 * The step shown for an address: `step` 1, 2 or 3; later steps need a job (a slug), so without
 * one the wizard starts at step 1.
 */
export function stepOf(slug: string | null, step: string | null): WizardStep {
  if (!slug) return 1
  return step === '2' ? 2 : step === '3' ? 3 : 1
}

/** The address a closed wizard goes back to: the part before 'job' (`/en/job/post` → `/en`). */
export function closedPath(pathname: string): string {
  const index = pathname.search(/\/job(\/|$)/)
  const before = index === -1 ? '' : pathname.slice(0, index)
  return before || '/'
}

/** The wizard's place in the address (`slug`, `step`) and the moves between steps. */
export function useWizardAddress() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const lang = useLang()
  const slug = params.get('slug') || null
  const step = stepOf(slug, params.get('step'))

  const goToStep = useCallback(
    async (next: WizardStep, nextSlug: string) => {
      // A job just created: its bare `/job/post` entry becomes its step 1 first, so that the
      // browser's Back returns to this job rather than to an empty form (a second job).
      if (!slug) {
        await navigate(href('jobPost', null, { slug: nextSlug, step: 1 }, lang), { replace: true })
      }
      await navigate(href('jobPost', null, { slug: nextSlug, step: next }, lang))
    },
    [navigate, lang, slug],
  )
  const goToPreview = useCallback(
    (nextSlug: string) => void navigate(href('jobPreview', null, { slug: nextSlug }, lang)),
    [navigate, lang],
  )
  const close = useCallback(
    () => void navigate(closedPath(pathname), { replace: true }),
    [navigate, pathname],
  )
  return { slug, step, lang, goToStep, goToPreview, close }
}
