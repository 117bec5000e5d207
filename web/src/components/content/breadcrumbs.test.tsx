import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '../../testing/render-app'
import { Breadcrumbs } from './breadcrumbs'

describe('the breadcrumb trail', () => {
  it('links every step with an address; the page itself is text marked as the current page', async () => {
    await renderInRouter(
      <Breadcrumbs trail={[{ label: 'Blog', href: '/en/blog' }, { label: 'Writing a CV' }]} />,
    )
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const links = within(trail).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Jagir', '/en'],
      ['Blog', '/en/blog'],
    ])
    // A link with no address is one search engines cannot follow (Lighthouse's crawlable anchors).
    expect(trail.querySelectorAll('a:not([href])')).toHaveLength(0)
    const current = within(trail).getByText('Writing a CV')
    expect(current.tagName).toBe('SPAN')
    expect(current.getAttribute('aria-current')).toBe('page')
  })
})
