import { createContext, useCallback, useContext, useState } from 'react'
import type { AdditionalInfoFormInput } from '@jagir/shared/schemas/job-additional-info-form'
import type { Lang } from '@jagir/shared/routes/table'
import type { BasicInfoFormInput } from '@jagir/shared/schemas/job-basic-info-form'
import type { SpecificationFormInput } from '@jagir/shared/schemas/job-specification-form'
import { createStore, useStore, type Store } from '../../../lib/external-store'
import type { LookupKind, LookupOption } from '../api/lookups'

/** What each step holds when left by Previous Step or a save (docs/product.md#steps-and-the-address: values carried). */
export interface WizardDrafts {
  /** The job the drafts belong to (null: a new job not saved yet). */
  slug: string | null
  basic?: BasicInfoFormInput
  /** The language step 1's values were typed in (texts of another language are not carried). */
  basicLang?: Lang
  specification?: SpecificationFormInput
  additional?: AdditionalInfoFormInput
}

/** Keeps a step's values for a job (drafts of another job are dropped). */
export function keepDraft(
  drafts: Store<WizardDrafts>,
  slug: string,
  values: Omit<WizardDrafts, 'slug'>,
): void {
  drafts.set((previous) => ({ ...(previous.slug === slug ? previous : {}), ...values, slug }))
}

/** Names of chosen lookup items by `kind:id`: the forms hold ids, the fields show names. */
export type LabelMap = Readonly<Record<string, string>>

export interface WizardState {
  drafts: Store<WizardDrafts>
  labels: Store<LabelMap>
}

/** One wizard's drafts and names, shared by its steps. */
export const WizardContext = createContext<WizardState | null>(null)

/** Names known from what a step read (the job being edited), by `kind:id`. */
export const KnownLabelsContext = createContext<LabelMap>({})

/** A wizard's state, created once when it opens. */
export function useNewWizardState(): WizardState {
  const [state] = useState<WizardState>(() => ({
    drafts: createStore<WizardDrafts>({ slug: null }),
    labels: createStore<LabelMap>({}),
  }))
  return state
}

/** The wizard's state (a fresh one outside a wizard, so steps render alone in tests). */
export function useWizardState(): WizardState {
  const state = useContext(WizardContext)
  const [fallback] = useState<WizardState>(() => ({
    drafts: createStore<WizardDrafts>({ slug: null }),
    labels: createStore<LabelMap>({}),
  }))
  return state ?? fallback
}

/** The key of an item in a label map. */
export const labelKey = (kind: LookupKind, id: number) => `${kind}:${id}`

/** Label map entries for items read from the server. */
export function labelsOf(kind: LookupKind, items: readonly LookupOption[]): LabelMap {
  return Object.fromEntries(items.map((item) => [labelKey(kind, item.id), item.name]))
}

/** The name of a chosen item, and a way to remember new ones. */
export function useLookupLabels(kind: LookupKind) {
  const { labels } = useWizardState()
  const chosen = useStore(labels)
  const known = useContext(KnownLabelsContext)
  const labelOf = useCallback(
    (id: number | null | undefined): string =>
      id === null || id === undefined
        ? ''
        : (chosen[labelKey(kind, id)] ?? known[labelKey(kind, id)] ?? ''),
    [chosen, known, kind],
  )
  const remember = useCallback(
    (items: readonly LookupOption[]) =>
      labels.set((previous) => ({ ...previous, ...labelsOf(kind, items) })),
    [labels, kind],
  )
  return { labelOf, remember }
}
