import { fileURLToPath } from 'node:url'
import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { catalogParts } from './build/catalog-parts.ts'
import { pureSchemaDefinitions } from './build/pure-schemas.ts'
import { purgeUnusedCss } from './build/purge-css.ts'
import { screenManifest } from './build/screens.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))
const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url))

// Lingui looks for its config from the working directory, so it is loaded by path here and given
// to both the macro (Babel) and the catalog plugin: the build and the tests run from anywhere.
const linguiConfig = getConfig({ configPath })

/** A module of src/lib/platform, which stands in for a dependency of a dependency. */
const platform = (name: string) =>
  fileURLToPath(new URL(`src/lib/platform/${name}.ts`, import.meta.url))

/** Aliases of the browser build, the server render and the tests alike: they run the same code. */
const aliases = [
  // `@jagir/shared/<path>` is read from source: no build of shared/ is needed for the SPA.
  { find: /^@jagir\/shared\/(.*)$/, replacement: `${rootDir}shared/src/$1.ts` },
  // Polyfills of what the targeted browsers have built in are left out (the tests' jsdom is
  // given what it lacks in src/testing/setup.ts).
  { find: /^@juggle\/resize-observer$/, replacement: platform('resize-observer') },
  // Smaller drop-in equivalents of what slate-react takes from lodash.
  { find: /^lodash\/(debounce|throttle)$/, replacement: platform('lodash-$1') },
]

/** The Vite settings the build and the web tests share. */
export const sharedConfig: UserConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({
      babel: {
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      },
    }),
    lingui({ configPath }),
    // After Lingui's plugin: it keeps each part's messages of the catalog Lingui compiled.
    catalogParts(linguiConfig),
    pureSchemaDefinitions(),
  ],
  css: {
    // Bulma's own Sass still uses APIs Dart Sass deprecates; those warnings are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['if-function'] } },
  },
  resolve: { alias: aliases },
}

/**
 * The server render (`vite build --ssr`): the app for Node, every dependency bundled in, so the
 * BFF's production image needs none of the web's packages. Not served: it lives beside dist.
 */
const serverRenderConfig: UserConfig = {
  ...sharedConfig,
  resolve: {
    alias: [
      // The BFF sanitizes rich text in its worker pool before a render (src/server/rich-text.ts).
      {
        find: /^@jagir\/shared\/sanitize\/rich-text$/,
        replacement: fileURLToPath(new URL('src/server/rich-text.ts', import.meta.url)),
      },
      ...aliases,
    ],
  },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
  },
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderConfig
    : {
        ...sharedConfig,
        plugins: [...sharedConfig.plugins!, purgeUnusedCss(), screenManifest()],
        base: '/',
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          assetsDir: 'assets',
          target: 'es2022',
          sourcemap: false,
          // The Devanagari font files are inlined nowhere: they stay separate, hashed and cacheable.
          assetsInlineLimit: 2048,
          // scripts/bench-bundle.mjs reads it to tell what each route loads first.
          manifest: true,
          // Every browser the app supports preloads modules natively.
          modulePreload: { polyfill: false },
        },
        server: {
          port: 5173,
          strictPort: true,
          proxy: Object.fromEntries(
            ['/api', '/bff', '/oauth2', '/demo-oauth'].map((prefix) => [
              prefix,
              'http://localhost:3000',
            ]),
          ),
        },
        preview: { port: 4173 },
      },
)
