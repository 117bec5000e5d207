import path from 'node:path'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import type { LinguiConfigNormalized } from '@lingui/conf'
import type { Plugin } from 'vite'

/** Id prefix of a language's catalog part: `virtual:catalog/<locale>/<part>`. */
const CATALOG_PREFIX = 'virtual:catalog/'
/** Id prefix of the module that loads a part: `virtual:catalog-part/<feature or component>`. */
const PART_PREFIX = 'virtual:catalog-part/'
/** The part with the messages of the shell and of more than one feature: loaded with the entry. */
const CORE = 'core'
/**
 * The part with the messages that several features (or lazily loaded components) share and no
 * file of the shell uses ("District", "Job level", "Cancel"): loaded by the first screen that needs
 * one, not with every page.
 */
const SHARED = 'shared'
/**
 * The feature of the page most visits start on (home): what it shares with other features stays
 * in the core part, so the first page waits for no part of shared text besides its own.
 */
const LANDING = 'home'
const FEATURE_DIR = /^web\/src\/features\/([\w-]+)\//
/**
 * Shared components (`web/src/components/`, no feature's folder) that only lazily loaded screens
 * use, by the start of their files' paths: their own messages go into a part of their own, loaded
 * with their code, rather than into the core part every page waits for. The date field is used by
 * onboarding and the account dialog only; paged results by the lists' screens; the forms' error
 * messages (`components/form/error-text.ts`) by forms, which all load lazily; a job seeker's card,
 * skills and labels (`components/profile/`) by the seeker's own pages and the hiring side's. A
 * message such a component shares with another part goes into the shared part (the core one when
 * the shell or home uses it too).
 */
const COMPONENT_PARTS: readonly (readonly [prefix: string, part: string])[] = [
  ['web/src/components/form/date-field', 'ui-date-field'],
  ['web/src/components/form/error-text', 'form-error-text'],
  ['web/src/components/profile/', 'profile'],
  ['web/src/components/ui/paged-results', 'ui-paged-results'],
  // A job's lifecycle actions and deadline field (the workspace, the owner's bar, the wizard's
  // lazily loaded 'Apply by' and its note on a text shown in the other language).
  ['web/src/components/job/job-manage', 'job-manage'],
]

/** A dynamic import of a literal path (what the bundler turns into a lazy chunk). */
const DYNAMIC_IMPORT = /\bimport\(\s*(?:'[^']*'|"[^"]*")\s*\)/
const DYNAMIC_IMPORT_ALL = new RegExp(DYNAMIC_IMPORT.source, 'g')

/** The part a source file's own messages would go into: its feature's, its component's, or core. */
function partOfFile(file: string): string {
  const feature = FEATURE_DIR.exec(file)?.[1]
  if (feature) return feature
  return COMPONENT_PARTS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? CORE
}

/**
 * Splits the compiled catalogs by feature at build time. A message whose every use (its `#:`
 * origins in the source catalog) is in one `web/src/features/<name>/` folder goes into that
 * feature's part (in one of the `COMPONENT_PARTS`: into that component's part); one that several
 * of those use, and no other file, into the shared part; the rest (the shell's) into the core
 * part, which `web/src/lib/i18n.ts` loads with the language. Each module that uses a part's
 * messages imports a module requesting the part, and every lazy import of the app waits for the
 * parts requested meanwhile, so no screen renders before its text (no top-level await: Rolldown
 * would stop merging chunks). The `.po` files stay one per language. In dev and tests (`split`
 * false) the core part is the whole catalog.
 */
export function catalogParts(linguiConfig: LinguiConfigNormalized): Plugin[] {
  let split = false
  // Message id → part.
  let partOfId: Promise<Map<string, string>> | undefined
  // Source file (relative to the root) → the parts (its feature's or component's, the shared
  // one) its messages are in.
  const partsByFile = new Map<string, Set<string>>()
  const loadParts = async () => {
    const [catalog] = await getCatalogs(linguiConfig)
    const entries = await catalog!.read(linguiConfig.sourceLocale!)
    const parts = new Map<string, string>()
    for (const [id, entry] of Object.entries(entries ?? {})) {
      const files = (entry.origin ?? []).map(([file]) => file.split(path.sep).join('/'))
      const owners = new Set(files.map(partOfFile))
      const part =
        owners.size === 1
          ? [...owners][0]!
          : owners.has(CORE) || owners.has(LANDING)
            ? CORE
            : SHARED
      parts.set(id, part)
      if (part === CORE) continue
      for (const file of files) {
        const ofFile = partsByFile.get(file) ?? new Set<string>()
        partsByFile.set(file, ofFile.add(part))
      }
    }
    return parts
  }
  // getConfig always sets it (the folder of lingui.config.ts).
  const rootDir = linguiConfig.rootDir ?? process.cwd()
  const i18nModule = path.join(rootDir, 'web/src/lib/i18n.ts')
  const catalogFile = (locale: string) => path.join(rootDir, 'locales', locale, 'messages.po')
  // As Lingui's Vite plugin compiles a catalog, keeping only the part's messages.
  const compilePart = async (locale: string, part: string) => {
    partOfId ??= loadParts()
    const parts = await partOfId
    const [catalog] = await getCatalogs(linguiConfig)
    const { messages } = await catalog!.getTranslations(locale, {
      fallbackLocales: linguiConfig.fallbackLocales || {},
      sourceLocale: linguiConfig.sourceLocale!,
    })
    const kept = Object.fromEntries(
      Object.entries(messages).filter(([id]) => (parts.get(id) ?? CORE) === part),
    )
    const { source, errors } = createCompiledCatalog(locale, kept, { namespace: 'es' })
    if (errors.length) throw new Error(`catalog-parts: ${locale} messages do not compile`)
    return source
  }

  const compiles = {
    name: 'jagir-catalog-parts',
    configResolved(config) {
      split = config.command === 'build' && !config.build.ssr
    },
    resolveId(id) {
      if (id.startsWith(CATALOG_PREFIX)) {
        const [locale, part] = id.slice(CATALOG_PREFIX.length).split('/')
        // Unsplit, Lingui's plugin compiles the `.po` file; split, `load` below compiles the part.
        return split ? `\0${CATALOG_PREFIX}${locale}/${part}` : catalogFile(locale!)
      }
      if (id.startsWith(PART_PREFIX)) return `\0${id}`
      return null
    },
    async load(id) {
      if (id.startsWith(`\0${CATALOG_PREFIX}`)) {
        const [locale, part] = id.slice(CATALOG_PREFIX.length + 1).split('/')
        return { code: await compilePart(locale!, part!), moduleType: 'js' }
      }
      if (!id.startsWith(`\0${PART_PREFIX}`)) return null
      const part = id.slice(PART_PREFIX.length + 1)
      const loaders = linguiConfig.locales
        .map((locale) => `${locale}: () => import('${CATALOG_PREFIX}${locale}/${part}')`)
        .join(', ')
      return `import { loadCatalogPart } from ${JSON.stringify(i18nModule)}\nloadCatalogPart(${JSON.stringify(part)}, { ${loaders} })\n`
    },
  } satisfies Plugin

  // After Vite's own transforms (TypeScript gone, so no type-only `import()` is left).
  const wires: Plugin = {
    name: 'jagir-catalog-parts-wiring',
    enforce: 'post',
    async transform(code, id) {
      if (!split || id.includes('?') || id.startsWith('\0') || !/\.(ts|tsx)$/.test(id)) return null
      const relative = path.relative(rootDir, id).split(path.sep).join('/')
      if (!relative.startsWith('web/src/') || id === i18nModule) return null
      partOfId ??= loadParts()
      await partOfId
      let wired = code
      // Code that uses a part's messages requests the part when it is evaluated.
      for (const part of partsByFile.get(relative) ?? []) {
        wired = `import '${PART_PREFIX}${part}'\n${wired}`
      }
      // A lazily loaded module (route, dialog, section) settles only once the parts its code
      // requested are in, so it never renders before its text.
      if (DYNAMIC_IMPORT.test(wired)) {
        wired = wired.replace(DYNAMIC_IMPORT_ALL, '__withCatalogParts($&)')
        wired = `import { withCatalogParts as __withCatalogParts } from ${JSON.stringify(i18nModule)}\n${wired}`
      }
      return wired === code ? null : { code: wired, map: null }
    },
  }
  return [compiles, wires]
}
