import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screensOf } from '../../build/screens'
import { routeModules } from './route-modules'

/**
 * The build's screen list (web/build/screens.ts) is what the BFF preloads each page's code and
 * styles by: it must name every screen the app registers, under its route id.
 */
const source = readFileSync(path.join(import.meta.dirname, 'route-modules.ts'), 'utf8')

describe('the screen list the build writes for the BFF', () => {
  it('has every registered screen, and the 404 page', () => {
    expect(Object.keys(screensOf(source)).sort()).toEqual(
      [...Object.keys(routeModules), 'notFound'].sort(),
    )
  })

  it('names the module a route id loads, which its name does not tell', () => {
    const screens = screensOf(source)
    expect(screens.errorPage).toBe('src/app/routes/error-status.tsx')
    expect(screens.signUp).toBe('src/app/routes/signup-flow.tsx')
    expect(screens.signupWorkingStatus).toBe('src/app/routes/onboarding.tsx')
    expect(screens.notFound).toBe('src/app/routes/not-found.tsx')
  })

  it('refuses a registry line it cannot read, rather than lose that page its preloads', () => {
    const odd = source.replace(
      "  jobSearch: () => import('./routes/job-search'),",
      '  jobSearch: () =>\n    import("./routes/job-search"),',
    )
    expect(odd).not.toBe(source)
    expect(() => screensOf(odd)).toThrow(/lazy imports/)
  })
})
