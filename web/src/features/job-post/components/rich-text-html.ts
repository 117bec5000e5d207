import type { BaseEditor, Descendant } from 'slate'
import type { HistoryEditor } from 'slate-history'
import type { ReactEditor } from 'slate-react'

/** Text with the marks the description allows. */
export interface RichText {
  text: string
  bold?: boolean
  italic?: boolean
}
export type LinkElement = { type: 'link'; url: string; children: RichText[] }
export type InlineNode = RichText | LinkElement
export type ParagraphElement = { type: 'paragraph'; children: InlineNode[] }
export type ListItemElement = { type: 'list-item'; children: InlineNode[] }
export type ListElement = {
  type: 'bulleted-list' | 'numbered-list'
  children: ListItemElement[]
}
export type RichElement = ParagraphElement | ListElement | ListItemElement | LinkElement

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: RichElement
    Text: RichText
  }
}

/** An empty description: one empty paragraph (Slate needs a block). */
export const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }]

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function serializeNode(node: Descendant): string {
  if (!('type' in node)) {
    let html = escapeHtml(node.text).replace(/\n/g, '<br>')
    if (node.bold) html = `<strong>${html}</strong>`
    if (node.italic) html = `<em>${html}</em>`
    return html
  }
  const inner = node.children.map((child) => serializeNode(child as Descendant)).join('')
  switch (node.type) {
    case 'link':
      return `<a href="${escapeHtml(node.url)}">${inner}</a>`
    case 'bulleted-list':
      return `<ul>${inner}</ul>`
    case 'numbered-list':
      return `<ol>${inner}</ol>`
    case 'list-item':
      return `<li>${inner}</li>`
    default:
      return `<p>${inner}</p>`
  }
}

const isBlank = (nodes: Descendant[]) =>
  nodes.every(
    (node) =>
      'type' in node &&
      node.type === 'paragraph' &&
      node.children.every((child) => !('type' in child) && child.text === ''),
  )

/** The editor's content as HTML ('' when empty); the caller sanitizes it before sending. */
export function serializeHtml(nodes: Descendant[]): string {
  return isBlank(nodes) ? '' : nodes.map(serializeNode).join('')
}

type Marks = Pick<RichText, 'bold' | 'italic'>

/** Inline content of an element: text with marks and links (nested blocks flattened). */
function inlines(node: Node, marks: Marks): InlineNode[] {
  if (node.nodeType === 3) return [{ text: node.textContent ?? '', ...marks }]
  if (node.nodeType !== 1) return []
  const element = node as Element
  const tag = element.nodeName
  if (tag === 'BR') return [{ text: '\n', ...marks }]
  const next: Marks = {
    ...marks,
    ...(tag === 'STRONG' || tag === 'B' ? { bold: true } : {}),
    ...(tag === 'EM' || tag === 'I' ? { italic: true } : {}),
  }
  const children = [...element.childNodes].flatMap((child) => inlines(child, next))
  if (tag === 'A' && element.getAttribute('href')) {
    const texts = children.filter((child): child is RichText => !('type' in child))
    return [{ type: 'link', url: element.getAttribute('href')!, children: withText(texts) }]
  }
  return children
}

const withText = <T extends InlineNode>(nodes: T[]): T[] =>
  nodes.length > 0 ? nodes : [{ text: '' } as T]

function blocks(parent: Node): Descendant[] {
  const result: Descendant[] = []
  let loose: InlineNode[] = []
  const flush = () => {
    if (loose.some((node) => 'type' in node || node.text.trim() !== '')) {
      result.push({ type: 'paragraph', children: loose })
    }
    loose = []
  }
  for (const child of [...parent.childNodes]) {
    const tag = child.nodeName
    if (tag === 'UL' || tag === 'OL') {
      flush()
      const items = [...child.childNodes]
        .filter((item) => item.nodeName === 'LI')
        .map((item): ListItemElement => ({
          type: 'list-item',
          children: withText(inlines(item, {})),
        }))
      if (items.length > 0) {
        result.push({ type: tag === 'UL' ? 'bulleted-list' : 'numbered-list', children: items })
      }
    } else if (/^(P|DIV|H[1-6]|BLOCKQUOTE|PRE|LI)$/.test(tag)) {
      flush()
      result.push({ type: 'paragraph', children: withText(inlines(child, {})) })
    } else {
      loose.push(...inlines(child, {}))
    }
  }
  flush()
  return result
}

/** HTML (already sanitized) to the editor's content. */
export function deserializeHtml(html: string): Descendant[] {
  if (!html.trim()) return emptyDocument()
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const nodes = blocks(body)
  return nodes.length > 0 ? nodes : emptyDocument()
}
