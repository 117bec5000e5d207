import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ScreenHint } from '@jagir/shared/routes/server-render'
import { screenClass, type ScreenClass } from '@jagir/shared/rules/screen'

/**
 * The screen a server-rendered page was rendered for: the first render in the browser (the one
 * that takes over the server's HTML) uses it too, then the window's own width.
 */
export const ScreenHintContext = createContext<ScreenHint>('desktop')

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

/** The viewport's screen class (spec section 9: mobile, tablet, desktop, widescreen, fullhd). */
export function useScreenClass(): ScreenClass {
  const hint = useContext(ScreenHintContext)
  return useSyncExternalStore(
    subscribe,
    () => screenClass(window.innerWidth),
    () => hint,
  )
}

/** Below Bulma's desktop breakpoint the navbar menu collapses behind the burger. */
export const isCompactScreen = (screen: ScreenClass): boolean =>
  screen === 'mobile' || screen === 'tablet'
