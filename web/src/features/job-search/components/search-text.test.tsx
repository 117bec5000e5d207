import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../testing/render-app'

describe('the search text as the page shows it (issue 11, item 15)', () => {
  it('shows markup typed into the search as the text it is, and logs no error', async () => {
    const errors = vi.spyOn(console, 'error')
    await renderApp(`/en/job/search?search=${encodeURIComponent('<b>bold</b>')}`)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Jobs for “<b>bold</b>”')
    expect(heading.querySelector('b')).toBeNull()
    expect(document.title).toContain('<b>bold</b>')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('cuts a long search in the heading and keeps it whole nowhere longer than 100 characters', async () => {
    const long = 'ड्राइभर '.repeat(40)
    await renderApp(`/job/search?search=${encodeURIComponent(long)}`)
    const heading = await screen.findByRole('heading', { level: 1 })
    const shown = heading.querySelector('.search-text')!.textContent!
    expect(shown.endsWith('…')).toBe(true)
    expect([...shown].length).toBe(61)
    expect(heading.textContent).toBe(`“${shown}”का लागि जागिरहरू`)
    const field = screen.getAllByRole('searchbox').find((box) => box.closest('main'))!
    expect(field.getAttribute('maxlength')).toBe('100')
    expect((field as HTMLInputElement).value).toBe(long.trim().slice(0, 100))
  })
})
