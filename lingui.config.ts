import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/** Lingui for the SPA: English source, Nepali default, `.po` catalogs in locales/{locale}. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
