type ZodHost = { __zod_globalConfig?: Record<string, unknown> }

/**
 * Makes zod 4 run without `new Function` (its JIT probe is reported by the strict CSP,
 * `script-src 'self'`). zod keeps its settings on this global so every copy shares them; setting
 * it here, before any zod module loads, is `z.config({ jitless: true })` without putting zod in
 * the first bundle (only screens with forms need it).
 */
export function configureZodJitless(): void {
  const host = globalThis as ZodHost
  host.__zod_globalConfig ??= {}
  host.__zod_globalConfig.jitless = true
}
