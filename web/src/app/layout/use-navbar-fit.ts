import { useEffect, useState, type RefObject } from 'react'
import { useBrowserLayoutEffect } from '../../lib/use-browser-layout-effect'

/**
 * True when the navbar's items do not fit on one line at the present width, so it should fold
 * into the burger menu (spec: the header fits every width from 320 px, every role, both
 * languages). The width the items need is measured while they are laid out in a line, and
 * measured again whenever `content` changes (another user, language or set of items).
 */
export function useNavbarCollapsed(nav: RefObject<HTMLElement | null>, content: string): boolean {
  const [width, setWidth] = useState(0)
  // The width the one-line navbar needs for `content`; null until measured.
  const [needed, setNeeded] = useState<{ content: string; width: number } | null>(null)
  const known = needed?.content === content ? needed.width : null
  const collapsed = known !== null && width < known

  useEffect(() => {
    const element = nav.current
    if (!element) return
    // The navbar spans the window: its width changes when the window's does.
    const measure = () => setWidth(element.clientWidth)
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [nav])

  useBrowserLayoutEffect(() => {
    const element = nav.current
    if (!element || collapsed) return
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
