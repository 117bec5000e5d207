import DOMPurify from 'isomorphic-dompurify'

/** A URL with a scheme (`http:`, `mailto:`...). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
/** Links that are local on purpose (path, fragment, query) keep their form. */
const LOCAL = /^[/#?]/

/** The part of a DOM element the hook uses (shared/ compiles without the DOM library). */
interface ElementLike {
  nodeName: string
  hasAttribute(name: string): boolean
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
}

/**
 * Links typed without a scheme get `http://` (docs/product.md#rich-text, "Added links get http://
 * prepended"). Runs after DOMPurify has removed unsafe URLs, so only safe ones reach it.
 */
function prependScheme(node: ElementLike): void {
  if (node.nodeName !== 'A' || !node.hasAttribute('href')) return
  const href = (node.getAttribute('href') ?? '').trim()
  if (href === '' || HAS_SCHEME.test(href) || LOCAL.test(href)) return
  node.setAttribute('href', `http://${href}`)
}

/** Tags a job description never needs; `<style>` could restyle the whole page, and an empty `<template>` would not survive a second pass. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'template']
/**
 * Attributes a job description never needs: `style` could lay a fixed, full-window box over the
 * page (a fake "sign in again" screen); the editor writes no inline styles.
 */
const FORBID_ATTR = ['style']

/** DOMPurify's view of an element it is about to judge (the part the hook reads). */
interface ElementJudgement {
  tagName: string
  allowedTags: Record<string, boolean>
}

const FORBIDDEN = new Set(FORBID_TAGS)
/** Set by the hook below during one sanitize call: an element was taken out of the tree. */
let removedElement = false

/** Notes when an element (not text or a comment) is about to be removed. */
function noteRemoval(_node: unknown, data: ElementJudgement): void {
  const tag = data.tagName
  if (tag.startsWith('#')) return
  if (FORBIDDEN.has(tag) || !data.allowedTags[tag]) removedElement = true
}

const purify = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR, USE_PROFILES: { html: true } })

/**
 * Sanitizes rich text (docs/product.md#rich-text): script elements, inline event attributes, inline styles
 * and `javascript:` links are removed; links without a scheme get `http://`. Pure for callers:
 * the hooks live only for the duration of one synchronous call.
 *
 * Stable: sanitizing the result again gives the same result, so the BFF's copy and the SPA's
 * agree. Taking an element out can leave a tree no parser would build (`<li><form><li>` becomes
 * `<li><li></li></li>`, which parses back as two siblings); when that may have happened, the
 * result is sanitized once more, from its own serialization.
 */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return ''
  DOMPurify.addHook('uponSanitizeElement', noteRemoval as never)
  DOMPurify.addHook('afterSanitizeAttributes', prependScheme)
  try {
    removedElement = false
    const once = purify(html)
    return removedElement ? purify(once) : once
  } finally {
    // isomorphic-dompurify's removeHook pops the last hook of the entry point: ours.
    DOMPurify.removeHook('afterSanitizeAttributes')
    DOMPurify.removeHook('uponSanitizeElement')
  }
}
