import { useEffect, useRef, useState } from 'react'
import type { Lang } from '@jagir/shared/routes/table'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import type { ChartKind, ChartSeries } from './chart-types'
import './chart.scss'

export type { ChartKind, ChartSeries } from './chart-types'

export interface ChartProps {
  kind: ChartKind
  /** What the chart shows: its visible caption, and the caption of its table. */
  title: string
  /** The category of each value (days, districts), written as the reader reads them. */
  labels: readonly string[]
  series: readonly ChartSeries[]
  /** The heading of the table's first column ('Day', 'District'). */
  categoryHeader: string
  /** Bars along the vertical axis, for long category names. */
  horizontal?: boolean
  /** The drawing's height: small 12rem, medium 18rem, large 26rem. */
  size?: 'small' | 'medium' | 'large'
}

/** How far the drawing got: Chart.js loading, drawn, or not drawable (the table shows instead). */
type DrawState = 'loading' | 'drawn' | 'failed'

/** Each size's class, written whole so the build keeps its rules (web/build/purge-css.ts). */
const SIZE_CLASS = { small: 'chart-small', medium: 'chart-medium', large: 'chart-large' } as const
/** Each series' key in the legend, in the colour and dash it is drawn with (draw-chart.ts). */
const KEY_CLASS = ['chart-key-1', 'chart-key-2', 'chart-key-3', 'chart-key-4'] as const

/**
 * A chart, drawn by Chart.js on a canvas, with the same figures in a table. Chart.js is loaded
 * when a chart first mounts (its own chunk), never with a page that shows none. Screen readers
 * read the table (the canvas is hidden from them); everyone sees the table when the drawing
 * cannot be made (the chunk failed to load, no canvas). Numbers are written in the interface
 * language: Devanagari digits in Nepali, on the axis, in the tooltips and in the table.
 */
export function Chart({
  kind,
  title,
  labels,
  series,
  categoryHeader,
  horizontal = false,
  size = 'medium',
}: ChartProps) {
  const lang = useLang()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [state, setState] = useState<DrawState>('loading')
  // The data by value: a parent's new arrays with the same figures draw nothing again.
  const data = JSON.stringify([labels, series])

  useEffect(() => {
    let cancelled = false
    let drawn: { destroy(): void } | null = null
    const [drawLabels, drawSeries] = JSON.parse(data) as [string[], ChartSeries[]]
    import('./draw-chart').then(
      ({ drawChart }) => {
        const element = canvas.current
        if (cancelled || !element) return
        try {
          drawn = drawChart(element, {
            kind,
            labels: drawLabels,
            series: drawSeries,
            horizontal,
            formatValue: (value) => formatNumber(value, lang),
          })
          setState('drawn')
        } catch {
          setState('failed')
        }
      },
      () => {
        if (!cancelled) setState('failed')
      },
    )
    return () => {
      cancelled = true
      drawn?.destroy()
    }
  }, [kind, horizontal, lang, data])

  return (
    <figure className={`chart ${SIZE_CLASS[size]}`} aria-busy={state === 'loading'}>
      <figcaption className="chart-title">{title}</figcaption>
      {state === 'failed' ? null : (
        <>
          {series.length > 1 ? <ChartLegend series={series} /> : null}
          <div className="chart-drawing">
            <canvas ref={canvas} aria-hidden="true" />
          </div>
        </>
      )}
      <ChartTable
        title={title}
        labels={labels}
        series={series}
        categoryHeader={categoryHeader}
        lang={lang}
        visible={state === 'failed'}
      />
    </figure>
  )
}

/**
 * Which line is which, for those who see the drawing (screen readers read the table's column
 * headers instead, so the legend is hidden from them).
 */
function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="chart-legend" aria-hidden="true" data-testid="chart-legend">
      {series.map((one, index) => (
        <li key={one.label}>
          <span className={`chart-key ${KEY_CLASS[index % KEY_CLASS.length]}`} />
          {one.label}
        </li>
      ))}
    </ul>
  )
}

/** The chart's figures as a table: for screen readers, and for everyone when there is no drawing. */
function ChartTable({
  title,
  labels,
  series,
  categoryHeader,
  lang,
  visible,
}: Pick<ChartProps, 'title' | 'labels' | 'series' | 'categoryHeader'> & {
  lang: Lang
  visible: boolean
}) {
  return (
    <table className={visible ? 'table is-narrow chart-table' : 'is-sr-only'}>
      <caption className={visible ? 'is-sr-only' : undefined}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((one) => (
            <th scope="col" key={one.label}>
              {one.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={`${index}:${label}`}>
            <th scope="row">{label}</th>
            {series.map((one) => (
              <td key={one.label}>{formatNumber(one.values[index] ?? 0, lang)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
