/// <reference types="vite/client" />

// Lingui's Vite plugin compiles a `.po` import into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
