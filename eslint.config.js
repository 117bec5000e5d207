import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'web/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      // Mutation testing's reports and sandboxes (npm run test:mutation).
      'reports/**',
      '.stryker-tmp/**',
      'locales/**',
      'server/src/demo-api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A built string as replace()'s replacement reads `$&`, `$\`` and `$'` in it as patterns:
      // a job titled "Cashier $`" once copied the page template into its <title>. Pass a
      // function (`() => text`) instead, whose result is taken as it is.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          message:
            'A template as the replacement reads $& and $` in its values as patterns: pass () => `...` instead.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='BinaryExpression']",
          message:
            'A built string as the replacement reads $& and $` in it as patterns: pass () => ... instead.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // lib/use-browser-layout-effect.ts is useLayoutEffect in a browser: an effect like the others.
    settings: { 'react-hooks': { additionalEffectHooks: '^useBrowserLayoutEffect$' } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'fastify', '@fastify/*', 'jsdom'] },
      ],
    },
  },
)
