/** Bar rows: their least, most and comfortable heights, and the chart's padding above and below. */
export const BAR_ROW = { min: 22, max: 36, natural: 28 };
export const BAR_PAD_BLOCK = 4;

/** The height a bar chart of `count` bars is drawn at comfortably: reserve it before the data comes. */
export function barChartHeight(count: number, least = 200): number {
  return Math.max(least, Math.min(count, 20) * BAR_ROW.natural + 2 * BAR_PAD_BLOCK);
}
