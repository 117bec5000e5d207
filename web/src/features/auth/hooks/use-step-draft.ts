import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'
import { SESSION_DRAFT_PREFIX } from '../../../lib/session-drafts'

const keyOf = (step: string) => `${SESSION_DRAFT_PREFIX}onboarding.${step}`

/** What was typed in an onboarding step and kept for this tab (Back, a reload), or null. */
export function readStepDraft<T>(step: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(keyOf(step))
    const value = raw ? (JSON.parse(raw) as unknown) : null
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null
  } catch {
    return null
  }
}

/** Keeps what is typed in an onboarding step in session storage as it changes. */
export function useKeepStepDraft<T extends FieldValues>(step: string, watch: UseFormWatch<T>) {
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(keyOf(step), JSON.stringify(values))
      } catch {
        // Storage unavailable: Back still works within the page's memory.
      }
    })
    return () => subscription.unsubscribe()
  }, [step, watch])
}

/** Forgets every onboarding step's draft (onboarding is done; logout forgets them too). */
export function clearStepDrafts(steps: readonly string[]): void {
  try {
    for (const step of steps) sessionStorage.removeItem(keyOf(step))
  } catch {
    // Nothing was kept.
  }
}

/** Keeps a step's value (one not in a form) for this tab. */
export function writeStepDraft(step: string, value: unknown): void {
  try {
    sessionStorage.setItem(keyOf(step), JSON.stringify(value))
  } catch {
    // Storage unavailable.
  }
}
