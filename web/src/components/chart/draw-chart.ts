// Chart.js, registered piece by piece: only the controllers, elements and scales Jagir's charts
// draw are bundled (the whole library is ~70 KB gzip; these are about half). This module is
// imported lazily by chart.tsx, so Chart.js loads only where a chart is on screen.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import type { ChartKind, ChartSeries } from './chart-types'

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
)

/** What a drawing needs: the data as the table shows it, and how a number is written. */
export interface ChartDrawing {
  kind: ChartKind
  labels: readonly string[]
  series: readonly ChartSeries[]
  /** Bars along the vertical axis (long category names read better that way). */
  horizontal: boolean
  /** A number in the interface language (Devanagari digits in Nepali). */
  formatValue: (value: number) => string
}

/** A drawn chart: redrawn with new data, or taken down. */
export interface DrawnChart {
  update(drawing: ChartDrawing): void
  destroy(): void
}

/** How many series are told apart by their own colour and dash (the legend has as many keys). */
export const SERIES_STYLES = 4
/** Each series' dash after the first: a reader who cannot tell the colours apart still can. */
const SERIES_DASH = [[], [8, 4], [2, 3], [10, 3, 2, 3]]

/** The series' colours, from the figure's CSS (`color`, `--chart-*`), not hard-coded. */
function colorsOf(canvas: HTMLCanvasElement) {
  const style = getComputedStyle(canvas)
  const line = style.color || '#1f4f99'
  return {
    line,
    fill: style.getPropertyValue('--chart-fill').trim() || 'rgba(31, 79, 153, 0.15)',
    grid: style.getPropertyValue('--chart-grid').trim() || 'rgba(0, 0, 0, 0.08)',
    font: style.fontFamily,
    /** Several series: each its own colour (the legend's keys use the same properties). */
    series: Array.from(
      { length: SERIES_STYLES },
      (_, index) => style.getPropertyValue(`--chart-series-${index + 1}`).trim() || line,
    ),
  }
}

function configOf(canvas: HTMLCanvasElement, drawing: ChartDrawing): ChartConfiguration {
  const colors = colorsOf(canvas)
  const valueAxis = drawing.horizontal ? 'x' : 'y'
  const categoryAxis = drawing.horizontal ? 'y' : 'x'
  return {
    type: drawing.kind,
    data: {
      labels: [...drawing.labels],
      datasets: drawing.series.map((series, index) => {
        // One series keeps the filled area; several are lines told apart by colour and dash.
        const several = drawing.series.length > 1
        const color = several ? colors.series[index % SERIES_STYLES]! : colors.line
        return {
          label: series.label,
          data: [...series.values],
          borderColor: color,
          backgroundColor: drawing.kind === 'line' && !several ? colors.fill : color,
          borderDash: drawing.kind === 'line' ? SERIES_DASH[index % SERIES_STYLES] : undefined,
          fill: drawing.kind === 'line' && !several,
          tension: 0.25,
          pointRadius: drawing.kind === 'line' ? 2 : undefined,
          borderWidth: 2,
        }
      }),
    },
    options: {
      indexAxis: drawing.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Drawn at once: animations cost a cheap phone's CPU and move what people read.
      animation: false,
      font: { family: colors.font },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${drawing.formatValue(Number(item.raw))}`,
          },
        },
      },
      scales: {
        [valueAxis]: {
          beginAtZero: true,
          grid: { color: colors.grid },
          ticks: { precision: 0, callback: (value) => drawing.formatValue(Number(value)) },
        },
        [categoryAxis]: {
          grid: { display: false },
          ticks: { autoSkip: true, maxRotation: 0 },
        },
      },
    },
  } as ChartConfiguration
}

/** Draws a chart on the canvas. */
export function drawChart(canvas: HTMLCanvasElement, drawing: ChartDrawing): DrawnChart {
  const chart = new Chart(canvas, configOf(canvas, drawing))
  return {
    update(next) {
      const config = configOf(canvas, next)
      chart.data = config.data
      chart.options = config.options ?? {}
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}
