import { useSyncExternalStore } from 'react'
import { screenClass, type ScreenClass } from '@jagir/shared/rules/screen'

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

/** The viewport's screen class (spec section 9: mobile, tablet, desktop, widescreen, fullhd). */
export function useScreenClass(): ScreenClass {
  return useSyncExternalStore(
    subscribe,
    () => screenClass(window.innerWidth),
    () => 'desktop',
  )
}

/** Below Bulma's desktop breakpoint the navbar menu collapses behind the burger. */
export const isCompactScreen = (screen: ScreenClass): boolean =>
  screen === 'mobile' || screen === 'tablet'
