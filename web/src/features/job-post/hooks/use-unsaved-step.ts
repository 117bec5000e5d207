import { useEffect, useState } from 'react'
import type { BasicInfoFormInput } from '@jagir/shared/schemas/job-basic-info-form'
import type { Store } from '../../../lib/external-store'
import { SESSION_DRAFT_PREFIX } from '../../../lib/session-drafts'
import type { BasicInfoForm } from '../components/basic-info-types'
import type { LabelMap } from './use-wizard-state'

/** Where a new job's step 1 waits, in this tab, until it is saved or cancelled. */
export const UNSAVED_STEP_KEY = `${SESSION_DRAFT_PREFIX}job-post`

/** What a new job's step 1 held: the form's values and the names of the places chosen. */
export interface UnsavedStep {
  values: BasicInfoFormInput
  labels: LabelMap
}

function readUnsaved(): UnsavedStep | null {
  try {
    const text = sessionStorage.getItem(UNSAVED_STEP_KEY)
    const parsed: unknown = text ? JSON.parse(text) : null
    if (typeof parsed !== 'object' || parsed === null) return null
    const { values, labels } = parsed as Partial<UnsavedStep>
    if (typeof values !== 'object' || values === null) return null
    return { values, labels: typeof labels === 'object' && labels !== null ? labels : {} }
  } catch {
    // Storage unavailable (private mode) or a value this version cannot read: start afresh.
    return null
  }
}

/** Forgets a new job's unsaved step 1 (it was saved, or the wizard was cancelled). */
export function forgetUnsavedStep(): void {
  try {
    sessionStorage.removeItem(UNSAVED_STEP_KEY)
  } catch {
    // Nothing was kept where storage is unavailable.
  }
}

/**
 * A new job's step 1 as left before a reload: undefined until read (storage is read in an
 * effect, never while rendering), then what was kept (its place names put back) or null.
 */
export function useUnsavedStep(
  active: boolean,
  labels: Store<LabelMap>,
): UnsavedStep | null | undefined {
  const [unsaved, setUnsaved] = useState<UnsavedStep | null | undefined>(active ? undefined : null)
  useEffect(() => {
    if (!active) return
    const kept = readUnsaved()
    if (kept) labels.set((previous) => ({ ...kept.labels, ...previous }))
    // Read after mount on purpose: a server render (no storage) and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUnsaved(kept)
  }, [active, labels])
  return unsaved
}

/** Keeps step 1's values (and the names they show) in session storage as they change. */
export function useKeepUnsavedStep(form: BasicInfoForm, labels: Store<LabelMap> | null): void {
  useEffect(() => {
    if (!labels) return
    const subscription = form.watch((values) => {
      const kept: UnsavedStep = { values: values as BasicInfoFormInput, labels: labels.get() }
      try {
        sessionStorage.setItem(UNSAVED_STEP_KEY, JSON.stringify(kept))
      } catch {
        // Full or unavailable storage: the form still works, a reload just starts afresh.
      }
    })
    return () => subscription.unsubscribe()
  }, [form, labels])
}
