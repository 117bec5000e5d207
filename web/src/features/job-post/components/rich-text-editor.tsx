import { use, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Descendant } from 'slate'
import { Editable, Slate, type RenderElementProps, type RenderLeafProps } from 'slate-react'
import { createRichTextEditor, replaceContent, toggleMark } from './rich-text-commands'
import { deserializeHtml, serializeHtml } from './rich-text-html'
import { RichTextToolbar } from './rich-text-toolbar'
import { loadedSanitizer, loadSanitizer, type Sanitize } from '../lib/load-sanitizer'

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

/**
 * The sanitizer for the editor's first content: none is needed for an empty one; for text (a job
 * being edited, a draft) the editor suspends until it has loaded, so its placeholder stays and no
 * unsanitized content ever shows. `use` is called on every attempt of the first render or on
 * none: React replays a component whose promise has just resolved and expects the same calls.
 */
function useFirstSanitizer(firstHtml: string): Sanitize | null {
  return firstHtml === '' ? null : use(loadSanitizer())
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
  const [firstHtml] = useState(value)
  const sanitize = useFirstSanitizer(firstHtml)
  // What is shown is sanitized first (docs/product.md#rich-text), whatever the server or a template sent.
  const [initialValue] = useState<Descendant[]>(() => deserializeHtml(sanitize?.(value) ?? ''))
  const emitted = useRef(value)

  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    const replace = (clean: Sanitize) => replaceContent(editor, deserializeHtml(clean(value)))
    const ready = value === '' ? () => '' : loadedSanitizer()
    if (ready) {
      replace(ready)
      return
    }
    // A template chosen before the sanitizer loaded: shown once it has, unless typed over since.
    // If it cannot load, the content stays as it was; the save, which needs it too, reports it.
    loadSanitizer().then(
      (clean) => {
        if (emitted.current === value) replace(clean)
      },
      () => undefined,
    )
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
