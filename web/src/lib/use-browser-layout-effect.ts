import { useEffect, useLayoutEffect } from 'react'

/**
 * useLayoutEffect in a browser (measures before paint); on a server render, where layout effects
 * never run and React would warn about them, the no-op useEffect.
 */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
