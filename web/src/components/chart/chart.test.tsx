import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInRouter } from '../../testing/render-app'
import type { ChartDrawing } from './draw-chart'
import { Chart } from './chart'

const drawings: ChartDrawing[] = []
const destroyed: number[] = []
let failDrawing = false

// The drawing itself is Chart.js on a canvas, which jsdom cannot paint: the browser tests see it
// drawn (web/e2e/employer-workspace.e2e.test.ts). Here: what the component hands it, and the table.
vi.mock('./draw-chart', () => ({
  drawChart: (_canvas: HTMLCanvasElement, drawing: ChartDrawing) => {
    if (failDrawing) throw new Error('no canvas')
    drawings.push(drawing)
    const index = drawings.length - 1
    return { update: () => undefined, destroy: () => destroyed.push(index) }
  },
}))

afterEach(() => {
  drawings.splice(0)
  destroyed.splice(0)
  failDrawing = false
})

const chart = (
  <Chart
    kind="line"
    title="Applications, last 3 days"
    labels={['1 May', '2 May', '3 May']}
    series={[{ label: 'Applications', values: [0, 12, 1234] }]}
    categoryHeader="Day"
  />
)

describe('a chart', () => {
  it('hands Chart.js the data, and writes numbers in Devanagari digits in Nepali', async () => {
    await renderInRouter(chart, '/')
    await waitFor(() => expect(drawings).toHaveLength(1))
    const [drawing] = drawings
    expect(drawing).toMatchObject({
      kind: 'line',
      labels: ['1 May', '2 May', '3 May'],
      series: [{ label: 'Applications', values: [0, 12, 1234] }],
      horizontal: false,
    })
    expect(drawing!.formatValue(1234)).toBe('१,२३४')
    // The table says the same, for screen readers, in the same digits.
    const table = screen.getByRole('table', { name: 'Applications, last 3 days' })
    expect(table.className).toBe('is-sr-only')
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(['DayApplications', '1 May०', '2 May१२', '3 May१,२३४'])
    // The canvas is for the eye: screen readers read the table.
    expect(document.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('names each of several lines in a legend, and needs none for one line', async () => {
    const { unmount } = await renderInRouter(
      <Chart
        kind="line"
        title="Your activity"
        labels={['1 May', '2 May']}
        series={[
          { label: 'Applications', values: [1, 2] },
          { label: 'Profile views', values: [3, 4] },
          { label: 'Liked jobs', values: [0, 1] },
        ]}
        categoryHeader="Day"
      />,
      '/en',
    )
    const legend = await screen.findByTestId('chart-legend')
    expect(
      within(legend)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['Applications', 'Profile views', 'Liked jobs'])
    unmount()
    await renderInRouter(chart, '/en')
    await waitFor(() => expect(drawings.length).toBeGreaterThan(1))
    expect(screen.queryByTestId('chart-legend')).toBeNull()
  })

  it('writes Latin digits in English', async () => {
    await renderInRouter(chart, '/en')
    await waitFor(() => expect(drawings).toHaveLength(1))
    expect(drawings[0]!.formatValue(1234)).toBe('1,234')
    expect(screen.getByRole('row', { name: '3 May 1,234' })).toBeTruthy()
  })

  it('shows the table to everyone when the drawing cannot be made', async () => {
    failDrawing = true
    await renderInRouter(chart, '/en')
    const table = await screen.findByRole('table', { name: 'Applications, last 3 days' })
    await waitFor(() => expect(table.className).toContain('chart-table'))
    expect(document.querySelector('canvas')).toBeNull()
  })

  it('takes its drawing down when it leaves the page', async () => {
    const view = await renderInRouter(chart, '/en')
    await waitFor(() => expect(drawings).toHaveLength(1))
    view.unmount()
    expect(destroyed).toEqual([0])
  })
})
