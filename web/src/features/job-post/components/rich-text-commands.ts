import {
  createEditor,
  Editor,
  Element,
  Range,
  Transforms,
  type BaseRange,
  type Descendant,
} from 'slate'
import { withHistory } from 'slate-history'
import { withReact } from 'slate-react'
import type { ListElement } from './rich-text-html'

/** A Slate editor with undo history where links are inline. */
export function createRichTextEditor(): Editor {
  const editor = withHistory(withReact(createEditor()))
  const { isInline } = editor
  editor.isInline = (element) => element.type === 'link' || isInline(element)
  return editor
}

/** Replaces the whole content (a template or a reset from outside), as one undoable step. */
export function replaceContent(editor: Editor, nodes: Descendant[]): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.deselect(editor)
    for (let index = editor.children.length - 1; index >= 0; index--) {
      Transforms.removeNodes(editor, { at: [index] })
    }
    Transforms.insertNodes(editor, nodes, { at: [0] })
  })
}

export type MarkFormat = 'bold' | 'italic'
export type ListFormat = ListElement['type']

/** True when the selection's text carries the mark. */
export function isMarkActive(editor: Editor, format: MarkFormat): boolean {
  return Editor.marks(editor)?.[format] === true
}

/** Bold or italic on or off for the selection. */
export function toggleMark(editor: Editor, format: MarkFormat): void {
  if (isMarkActive(editor, format)) Editor.removeMark(editor, format)
  else Editor.addMark(editor, format, true)
}

const isList = (node: unknown): node is ListElement =>
  Element.isElement(node) && (node.type === 'bulleted-list' || node.type === 'numbered-list')

/** True when the selection is in a list of this kind. */
export function isListActive(editor: Editor, format: ListFormat): boolean {
  if (!editor.selection) return false
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && node.type === format,
  })
  return !!match
}

/** Turns the selected blocks into a list of this kind, or back into paragraphs. */
export function toggleList(editor: Editor, format: ListFormat): void {
  const active = isListActive(editor, format)
  Transforms.unwrapNodes(editor, { match: isList, split: true })
  Transforms.setNodes<Element>(editor, { type: active ? 'paragraph' : 'list-item' })
  if (!active) Transforms.wrapNodes(editor, { type: format, children: [] })
}

const isLink = (node: unknown) => Element.isElement(node) && node.type === 'link'

/** True when the selection is in a link. */
export function isLinkActive(editor: Editor): boolean {
  const [match] = Editor.nodes(editor, { match: isLink })
  return !!match
}

/**
 * Links the selected text to `url` (or inserts the address as its own text when nothing is
 * selected). The `http://` of an address without a scheme is added by the sanitizer, which runs
 * before the description is sent and before it is shown (docs/product.md#rich-text).
 */
export function insertLink(editor: Editor, url: string, at: BaseRange | null): void {
  const address = url.trim()
  if (!address) return
  if (at) Transforms.select(editor, at)
  if (isLinkActive(editor)) Transforms.unwrapNodes(editor, { match: isLink })
  const selection = editor.selection
  if (!selection || Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: 'link', url: address, children: [{ text: address }] })
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url: address, children: [] }, { split: true })
    Transforms.collapse(editor, { edge: 'end' })
  }
}

/** Removes the link around the selection. */
export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isLink })
}
