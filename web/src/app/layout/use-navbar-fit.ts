import { useEffect, useState, type RefObject } from 'react'
import { useBrowserLayoutEffect } from '../../lib/use-browser-layout-effect'

/**
 * True when the navbar's items do not fit on one line at the present width, so it should fold
 * into the burger menu (the header fits every width from 320 px, every role, both languages).
 * The width the items need is measured while they are laid out in a line, and measured again
 * whenever `content` changes (another user, language or set of items). Below the desktop
 * breakpoint (`inLine` false) the menu is folded anyway and nothing is measured.
 */
export function useNavbarCollapsed(
  nav: RefObject<HTMLElement | null>,
  content: string,
  inLine: boolean,
): boolean {
  const [width, setWidth] = useState(0)
  // The width the one-line navbar needs for `content`; null until measured.
  const [needed, setNeeded] = useState<{ content: string; width: number } | null>(null)
  const known = needed?.content === content ? needed.width : null
  const collapsed = known !== null && width < known

  useEffect(() => {
    const element = nav.current
    // Every browser the app supports has ResizeObserver; a test's DOM may not (nothing folds).
    if (!element || typeof ResizeObserver === 'undefined') return
    // Told after each layout that changed its size: read then, the width costs no layout of its
    // own (reading it in the effect laid the page out in the middle of the takeover).
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [nav])

  // After every render, as the navbar's parts may change with any; it sets state only when the
  // line got wider, so it settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose
  useBrowserLayoutEffect(() => {
    const element = nav.current
    if (!element || collapsed || !inLine) return
    const takes = lineWidth(element)
    if (takes !== null && (known === null || takes > known)) setNeeded({ content, width: takes })
  })

  return collapsed
}

/**
 * What the navbar's parts take side by side (their content's width: the items do not wrap), or
 * null when they are not laid out in a line (below the desktop breakpoint the menu is folded).
 */
function lineWidth(nav: HTMLElement): number | null {
  const menu = nav.querySelector<HTMLElement>(':scope > .navbar-menu')
  if (!menu || getComputedStyle(menu).display !== 'flex') return null
  const parts = [':scope > .navbar-brand', '.navbar-start', '.navbar-end'].map((selector) =>
    nav.querySelector<HTMLElement>(selector),
  )
  return Math.ceil(parts.reduce((sum, part) => sum + (part ? part.scrollWidth : 0), 0))
}
