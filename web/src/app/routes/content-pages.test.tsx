import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../testing/render-app'

describe('the content pages', () => {
  it.each([
    ['/en/about', 'About Us'],
    ['/en/contact', 'Contact Us'],
    ['/en/privacy', 'Privacy Policy'],
    ['/en/terms-condition', 'Terms and Conditions'],
    ['/privacy', 'गोपनीयता नीति'],
  ])('%s is titled %s, in the tab too', async (path, title) => {
    await renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined()
    expect(document.title.startsWith(`${title} | `)).toBe(true)
  })

  it('writes the phone number in Devanagari digits in Nepali', async () => {
    await renderApp('/contact')
    expect(await screen.findByRole('link', { name: '+९७७-१-५५५०१००' })).toBeDefined()
  })
})
