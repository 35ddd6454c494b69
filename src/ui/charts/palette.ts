/**
 * Chart colours. The series palette is tuned for colour-blind readers: any two colours stay
 * apart under protanopia, deuteranopia and tritanopia simulation, and none relies on yellow or
 * light tints, so each has at least 3:1 contrast on white (WCAG 1.4.11 for graphics).
 * Contrast on white, in order: 5.2, 3.9, 5.3, 4.5, 12.2, 6.3, 4.2, 15.9.
 */
export const SERIES_COLORS = [
  '#0072B2', // blue
  '#D55E00', // vermilion
  '#007A5E', // bluish green
  '#CC3F8E', // reddish purple
  '#332288', // indigo
  '#7A5C00', // ochre
  '#8B5CF6', // violet
  '#222222', // near black
] as const;

/**
 * Tonality of a mention: positive blue-green, neutral grey, negative violet-red; lightness
 * differs too, so the three stay apart without colour vision. Contrast on white: 5.7, 3.4, 5.7.
 */
export const TONALITY_COLORS = {
  positive: '#0B6E99',
  neutral: '#858B94',
  negative: '#B8325F',
} as const;

export type Tonality = keyof typeof TONALITY_COLORS;

/** The colour of the `index`-th series, the palette repeating beyond eight. */
export function seriesColor(index: number): string {
  return SERIES_COLORS[((index % SERIES_COLORS.length) + SERIES_COLORS.length) % SERIES_COLORS.length] as string;
}

/** Axis, grid and label colours shared by the charts (the stylesheet's --muted and --border). */
export const CHART_INK = {
  text: '#1d2330',
  muted: '#545d6e',
  axis: '#8a93a3',
  grid: '#e3e6eb',
  other: '#858B94',
} as const;
