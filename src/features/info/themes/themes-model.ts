import type { StatisticsFilterBody } from '@lib/filters/request';

/** The themes page's fixed grid: the 16 theme ids, always requested in this order. */
export const THEME_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;

/** Themes drawn by default: the most mentioned ones. */
export const DEFAULT_CHART_THEMES = 5;

/** At most this many lines on the chart at once, one colour each. */
export const MAX_CHART_THEMES = 8;

/** The themes-list request: the section's filters with the fixed 16 themes. */
export function themesListBody(filter: StatisticsFilterBody) {
  return { ...filter, theme_id: [...THEME_IDS] };
}

/**
 * The themes to draw: the chosen ones when the URL names some, else the top by total. Most
 * mentioned first, so the legend reads like a ranking.
 */
export function chartThemes<T extends { id: number; total: number }>(
  items: readonly T[],
  chosen: readonly number[] | undefined,
): T[] {
  const ranked = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.total - a.item.total || a.index - b.index)
    .map(({ item }) => item);
  if (chosen && chosen.length > 0) {
    const picked = ranked.filter((item) => chosen.includes(item.id));
    if (picked.length > 0) return picked;
  }
  return ranked.slice(0, DEFAULT_CHART_THEMES);
}
