import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'

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
    // Where features meet: a feature folder imports no other feature; lib/, components/ and
    // shared/ import none. Routes and the layout in app/ put features together.
    files: ['web/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'web/src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'common', pattern: 'web/src/lib' },
        { type: 'common', pattern: 'web/src/components' },
        { type: 'common', pattern: 'shared/src' },
      ],
      'boundaries/include': ['web/src/**/*', 'shared/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'common' } },
              disallow: { to: { element: { type: 'feature' } } },
            },
          ],
        },
      ],
    },
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
