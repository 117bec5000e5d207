import { createStore, useStore } from './external-store'

/** docs/product.md#notices-loading-bar-and-reloads: success notices are green (is-success), errors red (is-danger). */
export type SnackbarColor = 'success' | 'danger'

export interface Snack {
  /** Changes with every notice, so the same text shown twice restarts the hide timer. */
  id: number
  text: string
  color: SnackbarColor
}

const store = createStore<Snack | null>(null)
let nextId = 1

/** Shows a notice at the bottom of the screen (it hides itself after 5 seconds). */
export function showSnackbar(text: string, color: SnackbarColor = 'success'): void {
  store.set({ id: nextId++, text, color })
}

/** Hides the notice now. */
export function hideSnackbar(): void {
  store.set(null)
}

/** The notice on screen, if any. */
export function useSnackbar(): Snack | null {
  return useStore(store)
}
