import { lazy, useEffect } from 'react'
import type { WizardStep } from '../hooks/use-wizard-address'
import { loadSanitizer } from '../lib/load-sanitizer'
import { whenIdle } from '../lib/when-idle'
import { loadRichTextEditor } from './description-field'

// Steps 2 and 3 are chunks of their own: step 1, the wizard's first screen, does not wait for
// their code. Each is asked for when the browser is idle on the step before (usePrefetchSteps).
const loaders = {
  2: () => import('./specification-step'),
  3: () => import('./additional-info-step'),
} as const

/** Step 2, loaded on demand (the wizard shows the step's loading dialog meanwhile). */
export const SpecificationStep = lazy(() =>
  loaders[2]().then((module) => ({ default: module.SpecificationStep })),
)

/** Step 3, loaded on demand. */
export const AdditionalInfoStep = lazy(() =>
  loaders[3]().then((module) => ({ default: module.AdditionalInfoStep })),
)

// The step whose code is fetched ahead while a step shows: the next one, or from step 3 the
// one Previous Step goes back to (the wizard may open at step 3 when editing).
const PREFETCHED = { 1: 2, 2: 3, 3: 2 } as const satisfies Record<WizardStep, 2 | 3>

// A failed load ahead is not shown: the load that needs the module tries again and reports it.
const ignore = () => undefined

/**
 * Once a step shows and its editor's code is in (step 1 is usable then), loads when the browser
 * is idle what comes next: the code of the step it leads to, and on step 1 the sanitizer its save
 * needs. Nothing of this competes with the first screen.
 */
export function usePrefetchSteps(step: WizardStep | null): void {
  useEffect(() => {
    if (step === null) return
    let active = true
    let cancel: () => void = ignore
    void loadRichTextEditor()
      .catch(ignore)
      .then(() => {
        if (!active) return
        cancel = whenIdle(() => {
          if (step === 1) void loadSanitizer().catch(ignore)
          void loaders[PREFETCHED[step]]().catch(ignore)
        })
      })
    return () => {
      active = false
      cancel()
    }
  }, [step])
}
