/** The kinds of chart the app draws. */
export type ChartKind = 'line' | 'bar'

/** One line or set of bars: its name and one value per label. */
export interface ChartSeries {
  label: string
  values: readonly number[]
}
