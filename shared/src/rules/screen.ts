/** Screen classes of docs/product.md#screen-classes (Bulma's breakpoints), inclusive pixel ranges. */
export const SCREEN_CLASSES = [
  { name: 'mobile', min: 0, max: 768 },
  { name: 'tablet', min: 769, max: 1023 },
  { name: 'desktop', min: 1024, max: 1215 },
  { name: 'widescreen', min: 1216, max: 1407 },
  { name: 'fullhd', min: 1408, max: 5000 },
] as const
export type ScreenClass = (typeof SCREEN_CLASSES)[number]['name']

/** The screen class of a viewport width; wider than 5000 is still fullhd. */
export function screenClass(width: number): ScreenClass {
  const rounded = Math.floor(width)
  const match = SCREEN_CLASSES.find((screen) => rounded >= screen.min && rounded <= screen.max)
  return match?.name ?? (rounded > 5000 ? 'fullhd' : 'mobile')
}
