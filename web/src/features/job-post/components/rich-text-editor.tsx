import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Descendant } from 'slate'
import { Editable, Slate, type RenderElementProps, type RenderLeafProps } from 'slate-react'
import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'
import { createRichTextEditor, replaceContent, toggleMark } from './rich-text-commands'
import { deserializeHtml, serializeHtml } from './rich-text-html'
import { RichTextToolbar } from './rich-text-toolbar'

interface RichTextEditorProps {
  /** The id of the element naming the editor (its label). */
  labelId: string
  /** HTML; a change from outside (a template) replaces the content. */
  value: string
  onChange: (html: string) => void
  invalid?: boolean
  describedBy?: string
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>
    case 'list-item':
      return <li {...attributes}>{children}</li>
    case 'link':
      return (
        <a {...attributes} href={element.url} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      )
    default:
      return <p {...attributes}>{children}</p>
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children
  if (leaf.bold) content = <strong>{content}</strong>
  if (leaf.italic) content = <em>{content}</em>
  return <span {...attributes}>{content}</span>
}

/** The job description editor (Slate): bold, italic, lists and links; content kept as HTML. */
export function RichTextEditor({
  labelId,
  value,
  onChange,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const [editor] = useState(createRichTextEditor)
  // What is shown is sanitized first (spec section 5), whatever the server or a template sent.
  const [initialValue] = useState<Descendant[]>(() => deserializeHtml(sanitizeRichText(value)))
  const emitted = useRef(value)

  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    replaceContent(editor, deserializeHtml(sanitizeRichText(value)))
  }, [value, editor])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return
    const key = event.key.toLowerCase()
    if (key === 'b' || key === 'i') {
      event.preventDefault()
      toggleMark(editor, key === 'b' ? 'bold' : 'italic')
    }
  }

  return (
    <div className={`rich-text${invalid ? ' is-danger' : ''}`}>
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(nodes) => {
          const html = serializeHtml(nodes)
          emitted.current = html
          onChange(html)
        }}
      >
        <RichTextToolbar />
        <Editable
          className="content rich-text-editable"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
          data-testid="description-editor"
        />
      </Slate>
    </div>
  )
}
