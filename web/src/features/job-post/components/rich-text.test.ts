import { Transforms, type Descendant } from 'slate'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'
import { saveBasicInfo } from '../api/save-basic-info'
import { installFakeJobApi } from '../testing/fake-job-api'
import {
  createRichTextEditor,
  insertLink,
  isMarkActive,
  replaceContent,
  toggleList,
  toggleMark,
} from './rich-text-commands'
import { deserializeHtml, serializeHtml } from './rich-text-html'

/** An editor holding `html`, with `word` (in the first paragraph) selected. */
function editorWith(html: string, word?: string) {
  const editor = createRichTextEditor()
  editor.children = deserializeHtml(html)
  if (word) {
    const first = editor.children[0] as { children: { text: string }[] }
    const offset = first.children[0]!.text.indexOf(word)
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset },
      focus: { path: [0, 0], offset: offset + word.length },
    })
  }
  return editor
}

const html = (nodes: Descendant[]) => serializeHtml(nodes)

describe('the rich-text description (Slate)', () => {
  it('keeps bold, italic, both lists, links and line breaks through the editor', () => {
    const source =
      '<p>Plain <strong>bold</strong> <em>italic</em><br>next line</p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
      '<p><a href="https://jagir.example">a link</a></p>'
    expect(serializeHtml(deserializeHtml(source))).toBe(source)
  })

  it('reads loose text and headings as paragraphs, and an empty editor as no description', () => {
    expect(serializeHtml(deserializeHtml('Hello <b>there</b><h2>Title</h2>'))).toBe(
      '<p>Hello <strong>there</strong></p><p>Title</p>',
    )
    expect(serializeHtml(deserializeHtml(''))).toBe('')
  })

  it('makes the selection bold and italic, and turns paragraphs into lists and back', () => {
    const editor = editorWith('<p>Keep the books</p>', 'books')
    toggleMark(editor, 'bold')
    toggleMark(editor, 'italic')
    expect(isMarkActive(editor, 'bold')).toBe(true)
    expect(html(editor.children)).toBe('<p>Keep the <em><strong>books</strong></em></p>')
    toggleList(editor, 'bulleted-list')
    expect(html(editor.children)).toBe('<ul><li>Keep the <em><strong>books</strong></em></li></ul>')
    toggleList(editor, 'numbered-list')
    expect(html(editor.children)).toMatch(/^<ol><li>/)
    toggleList(editor, 'numbered-list')
    expect(html(editor.children)).toMatch(/^<p>Keep/)
  })

  it('links the selection; an address without a scheme gets http:// when sanitized', () => {
    const editor = editorWith('<p>Visit our site</p>', 'site')
    insertLink(editor, 'example.com/jobs', editor.selection)
    expect(html(editor.children)).toBe('<p>Visit our <a href="example.com/jobs">site</a></p>')
    expect(sanitizeRichText(html(editor.children))).toBe(
      '<p>Visit our <a href="http://example.com/jobs">site</a></p>',
    )
  })

  it('replaces the whole content when a template fills the description', () => {
    const editor = editorWith('<p>old</p><ul><li>gone</li></ul>')
    replaceContent(editor, deserializeHtml('<p>new <strong>text</strong></p>'))
    expect(html(editor.children)).toBe('<p>new <strong>text</strong></p>')
  })
})

describe('rich text is sanitized', () => {
  it('before it is sent: scripts, event attributes and javascript: links removed, http:// added', async () => {
    const { calls } = installFakeJobApi()
    await saveBasicInfo(null, {
      organization: 7,
      title: 'Cook',
      job_locations: [{ address: 1 }],
      vacancies: 1,
      description:
        '<p onclick="steal()">Hi</p><script>alert(1)</script>' +
        '<a href="jagir.example">site</a><a href="javascript:alert(1)">bad</a>',
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: 1,
        maximum: null,
        unit: 'Monthly',
      },
      preferred_shift: 'Regular',
      job_level: 'entry_level',
      available_for: ['full_time'],
      tags: [],
    })
    const body = calls.find((call) => call.method === 'POST')!.body as { description: string }
    expect(body.description).toBe('<p>Hi</p><a href="http://jagir.example">site</a><a>bad</a>')
  })

  it('before it is shown: what the editor reads has no script or handler left', () => {
    const nodes = deserializeHtml(
      sanitizeRichText('<p>Safe<img src=x onerror="steal()"></p><script>alert(1)</script>'),
    )
    expect(serializeHtml(nodes)).toBe('<p>Safe</p>')
  })
})
