/// <reference types="vite/client" />

// Lingui's Vite plugin compiles a `.po` import into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// A language's core catalog (web/build/catalog-parts.ts; the whole catalog in dev and tests).
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
