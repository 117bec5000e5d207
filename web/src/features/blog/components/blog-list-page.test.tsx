import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { currentPath, renderApp } from '../../../testing/render-app'

// The provider's paths written out by hand: a wrong parameter name must miss the fake.
const CATEGORIES = { body: [{ slug: 'hiring-tips', name: 'Hiring tips', count: 3 }] }
const TAGS = { body: [{ slug: 'cv', name: 'CV', count: 1 }] }
const post = (slug: string, title: string) => ({
  slug,
  title,
  excerpt: `${title}, in short.`,
  category: { slug: 'hiring-tips', name: 'Hiring tips' },
  tags: [],
  published_at: '2026-11-20T06:00:00.000Z',
  reading_minutes: 3,
  cover_image: { url: `/covers/${slug}.svg`, width: 1200, height: 630, alt: title },
})
const page = (results: object[], count = results.length) => ({
  body: { count, next: null, previous: null, results },
})

describe('the blog', () => {
  it('shows posts as cards with their cover sized, lazy but the first, and pages through them', async () => {
    const { router } = await renderApp('/en/blog', {
      routes: {
        '/api/v1/blog/posts/?page=1&page_size=6': page(
          [post('a', 'Salary talk'), post('c', 'Dashain hiring')],
          7,
        ),
        '/api/v1/blog/posts/?page=2&page_size=6': page([post('b', 'Screening questions')], 7),
        '/api/v1/blog/categories/': CATEGORIES,
        '/api/v1/blog/tags/': TAGS,
      },
    })
    const card = (await screen.findByRole('link', { name: 'Salary talk' })).closest('article')!
    const cover = card.querySelector('img')!
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '630'])
    // The first card's cover is the page's largest paint: fetched at once; the others wait.
    expect(cover.getAttribute('loading')).toBe('eager')
    expect(cover.getAttribute('fetchpriority')).toBe('high')
    const second = (await screen.findByRole('link', { name: 'Dashain hiring' })).closest('article')!
    expect(second.querySelector('img')!.getAttribute('loading')).toBe('lazy')
    expect(within(card).getByText('3 min read')).toBeDefined()
    await userEvent.click(screen.getByRole('link', { name: 'Next' }))
    await screen.findByRole('link', { name: 'Screening questions' })
    expect(currentPath(router)).toBe('/en/blog?page=2')
  })

  it('narrows to a category, marked as the current one, and asks with it', async () => {
    const { calls } = await renderApp('/en/blog/category/hiring-tips?search=cv', {
      routes: {
        '/api/v1/blog/posts/?search=cv&category=hiring-tips&page=1&page_size=6': page([
          post('a', 'Salary talk'),
        ]),
        '/api/v1/blog/categories/': CATEGORIES,
        '/api/v1/blog/tags/': TAGS,
      },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog: Hiring tips' }),
    ).toBeDefined()
    const topics = screen.getByRole('navigation', { name: 'Blog categories' })
    expect(
      within(topics).getByRole('link', { name: 'Hiring tips 3' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(
      calls.some((call) => call.path.startsWith('/api/v1/blog/posts/?search=cv&category=')),
    ).toBe(true)
  })

  it('shows the 404 page for a category no post has', async () => {
    await renderApp('/en/blog/category/gossip', {
      routes: {
        '/api/v1/blog/categories/': CATEGORIES,
        '/api/v1/blog/tags/': TAGS,
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeDefined()
  })

  it('says so when nothing matches, in Nepali too', async () => {
    await renderApp('/blog?search=xyz', {
      routes: {
        '/api/v1/blog/posts/?search=xyz&page=1&page_size=6': page([]),
        '/api/v1/blog/categories/': CATEGORIES,
        '/api/v1/blog/tags/': TAGS,
      },
    })
    expect(await screen.findByText('तपाईंको खोजसँग कुनै लेख मिलेन।')).toBeDefined()
  })
})
