import { render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppProviders } from '../../app/providers'
import { activateLanguage } from '../../lib/i18n'
import { LoadStatus } from '../content/content-frame'
import { ListLoading } from './load-state'
import { LoadState } from './load-state'
import { PageSkeleton } from './page-skeleton'

/**
 * The placeholders shown while data loads are on screen whenever a browser test runs axe on a
 * page that has not finished loading, so they must pass it on their own: a "Loading" name on an
 * element that has no role is a serious violation (aria-prohibited-attr).
 */
async function violations(node: ReactNode) {
  const { container } = render(<AppProviders>{node}</AppProviders>)
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  const result = await axe.run(container, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role'],
  })
  return result.violations.map((violation) => violation.id)
}

describe('loading placeholders', () => {
  beforeAll(() => activateLanguage('en'))

  it.each([
    ['a list or page section (LoadState)', <LoadState error={null} failed="Failed" />],
    ['a short one (LoadState, height 6)', <LoadState error={null} failed="Failed" height={6} />],
    [
      "an item's page (LoadStatus)",
      <LoadStatus
        error={null}
        retry={() => undefined}
        text={{ loading: 'Loading', failed: 'Failed', retry: 'Retry' }}
      />,
    ],
    ['a whole page (PageSkeleton)', <PageSkeleton />],
    ["a list's first page (ListLoading)", <ListLoading label="Loading posts" />],
  ])('%s passes axe and is named for screen readers', async (_name, node) => {
    expect(await violations(node)).toEqual([])
  })

  it('LoadState is announced as a status named "Loading"', () => {
    const { getByRole } = render(
      <AppProviders>
        <LoadState error={null} failed="Failed" />
      </AppProviders>,
    )
    expect(getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true')
  })

  it('ListLoading is one status named by its list, its item placeholders hidden from it', () => {
    const { getByRole } = render(
      <AppProviders>
        <ListLoading label="Loading the questions" count={3} item={<div aria-hidden="true" />} />
      </AppProviders>,
    )
    const status = getByRole('status', { name: 'Loading the questions' })
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3)
  })
})
