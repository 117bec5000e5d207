import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ScreenHint } from '@jagir/shared/routes/server-render'
import { SCREEN_CLASSES, screenClass, type ScreenClass } from '@jagir/shared/rules/screen'

/**
 * The screen a server-rendered page was rendered for: the first render in the browser (the one
 * that takes over the server's HTML) uses it too, then the window's own width.
 */
export const ScreenHintContext = createContext<ScreenHint>('desktop')

/**
 * One media query per breakpoint above the first. A query's answer is known without laying the
 * page out, unlike `window.innerWidth`, which forced a layout in the middle of the takeover
 * (docs/performance.md); where there is no `matchMedia` (tests' DOM), the window's width.
 */
const BREAKPOINTS = SCREEN_CLASSES.slice(1).map(({ name, min }) => ({
  name,
  query: `(min-width: ${min}px)`,
}))
let queries: MediaQueryList[] | null | undefined

function mediaQueries(): MediaQueryList[] | null {
  if (queries === undefined) {
    queries =
      typeof window.matchMedia === 'function'
        ? BREAKPOINTS.map(({ query }) => window.matchMedia(query))
        : null
  }
  return queries
}

function currentClass(): ScreenClass {
  const lists = mediaQueries()
  if (!lists) return screenClass(window.innerWidth)
  let current: ScreenClass = SCREEN_CLASSES[0].name
  lists.forEach((list, index) => {
    if (list.matches) current = BREAKPOINTS[index]!.name
  })
  return current
}

const subscribe = (listener: () => void) => {
  const lists = mediaQueries()
  if (!lists) {
    window.addEventListener('resize', listener)
    return () => window.removeEventListener('resize', listener)
  }
  lists.forEach((list) => list.addEventListener('change', listener))
  return () => lists.forEach((list) => list.removeEventListener('change', listener))
}

/** The viewport's screen class (Bulma's breakpoints: mobile, tablet, desktop, widescreen, fullhd). */
export function useScreenClass(): ScreenClass {
  const hint = useContext(ScreenHintContext)
  return useSyncExternalStore(subscribe, currentClass, () => hint)
}

/** Below Bulma's desktop breakpoint the navbar menu collapses behind the burger. */
export const isCompactScreen = (screen: ScreenClass): boolean =>
  screen === 'mobile' || screen === 'tablet'
