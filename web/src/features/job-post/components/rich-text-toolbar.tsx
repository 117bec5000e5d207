import { useId, useState, type ReactNode } from 'react'
import type { BaseRange } from 'slate'
import { useSlate } from 'slate-react'
import { LinkIcon } from '../../../components/ui/icons'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  insertLink,
  isLinkActive,
  isListActive,
  isMarkActive,
  removeLink,
  toggleList,
  toggleMark,
  type ListFormat,
  type MarkFormat,
} from './rich-text-commands'

function ToolButton(props: {
  label: string
  active: boolean
  onPress: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={`button is-small${props.active ? ' is-info is-light' : ' is-white'}`}
      aria-label={props.label}
      aria-pressed={props.active}
      title={props.label}
      // The editor keeps its selection: the button acts on it without taking the focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onPress}
    >
      {/* Symbols only (no letters or digits beyond one), so the label alone names the button. */}
      <span aria-hidden="true">{props.children}</span>
    </button>
  )
}

/** Bold, italic, bulleted and numbered lists, and links, for the selection. */
export function RichTextToolbar() {
  const editor = useSlate()
  const { t } = useLingui()
  const urlId = useId()
  const [linkAt, setLinkAt] = useState<BaseRange | null | undefined>(undefined)
  const [url, setUrl] = useState('')
  const mark = (format: MarkFormat) => () => toggleMark(editor, format)
  const list = (format: ListFormat) => () => toggleList(editor, format)

  const applyLink = () => {
    insertLink(editor, url, linkAt ?? null)
    setLinkAt(undefined)
    setUrl('')
  }

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t`Formatting`}>
      <div className="buttons has-addons mb-0">
        <ToolButton label={t`Bold`} active={isMarkActive(editor, 'bold')} onPress={mark('bold')}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label={t`Italic`}
          active={isMarkActive(editor, 'italic')}
          onPress={mark('italic')}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label={t`Bulleted list`}
          active={isListActive(editor, 'bulleted-list')}
          onPress={list('bulleted-list')}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={t`Numbered list`}
          active={isListActive(editor, 'numbered-list')}
          onPress={list('numbered-list')}
        >
          #≡
        </ToolButton>
        <ToolButton
          label={isLinkActive(editor) ? t`Remove link` : t`Link`}
          active={isLinkActive(editor)}
          onPress={() => (isLinkActive(editor) ? removeLink(editor) : setLinkAt(editor.selection))}
        >
          <LinkIcon />
        </ToolButton>
      </div>
      {linkAt !== undefined ? (
        <div className="field has-addons mt-2 mb-0">
          <div className="control">
            <label className="is-sr-only" htmlFor={urlId}>
              <Trans>Link address</Trans>
            </label>
            <input
              id={urlId}
              className="input is-small"
              type="text"
              inputMode="url"
              placeholder="example.com"
              value={url}
              autoFocus
              onChange={(event) => setUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  applyLink()
                } else if (event.key === 'Escape') {
                  event.stopPropagation()
                  setLinkAt(undefined)
                }
              }}
            />
          </div>
          <div className="control">
            <button type="button" className="button is-small is-info" onClick={applyLink}>
              <Trans>Add link</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
