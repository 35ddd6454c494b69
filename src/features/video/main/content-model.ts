import type { VideoContentChartSeries } from '@generated/model';
import { seriesColor, SERIES_COLORS } from '@ui/charts/palette';
import type { Period } from '@lib/filters/period';

/** The key of the series that sums the categories beyond the palette. */
export const OTHER_KEY = 'other';

export interface ContentSeries {
  key: string;
  label: string;
  color: string;
  categories: readonly VideoContentChartSeries[];
}

/**
 * The chart's series: one per category while the palette has a colour of its own for each, the
 * smallest beyond that summed into "other categories" (the answer is by airtime, largest first).
 */
export function contentSeries(items: readonly VideoContentChartSeries[], otherLabel: string): ContentSeries[] {
  const own = items.length <= SERIES_COLORS.length ? items : items.slice(0, SERIES_COLORS.length - 1);
  const rest = items.slice(own.length);
  const series: ContentSeries[] = own.map((item, index) => ({
    key: String(item.category_id),
    label: item.category_name,
    color: seriesColor(index),
    categories: [item],
  }));
  if (rest.length > 0)
    series.push({ key: OTHER_KEY, label: otherLabel, color: seriesColor(own.length), categories: rest });
  return series;
}

/** Hours with one decimal: what the columns stack (days sum into weeks and months honestly). */
export function hours(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}

/** Every date of the answer, sorted. */
export function chartDates(items: readonly VideoContentChartSeries[]): string[] {
  return [...new Set(items.flatMap((item) => item.dynamics.map((point) => point.date)))].sort();
}

/** One stacked column per date: each series' airtime in hours. */
export function contentPoints(series: readonly ContentSeries[], dates: readonly string[]) {
  return dates.map((date) => {
    const values: Record<string, number> = {};
    for (const entry of series) {
      let seconds = 0;
      for (const category of entry.categories)
        seconds += category.dynamics.find((point) => point.date === date)?.duration_seconds ?? 0;
      values[entry.key] = hours(seconds);
    }
    return { date, values };
  });
}

/**
 * The compared period's airtime by its own dates, in the chosen period's series: each category
 * under its own series' key, those the chosen period has no series for under "other" (so the
 * column's total holds every category even when its parts cannot).
 */
export function comparedContentPoints(series: readonly ContentSeries[], items: readonly VideoContentChartSeries[]) {
  const keyOf = new Map(
    series.flatMap((entry) => entry.categories.map((category) => [category.category_id, entry.key] as const)),
  );
  const seconds = new Map<string, Record<string, number>>();
  for (const item of items) {
    const key = keyOf.get(item.category_id) ?? OTHER_KEY;
    for (const point of item.dynamics) {
      const values = seconds.get(point.date) ?? {};
      values[key] = (values[key] ?? 0) + point.duration_seconds;
      seconds.set(point.date, values);
    }
  }
  return [...seconds.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, values]) => ({
      date,
      values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, hours(value)])),
    }));
}

/** A chosen column of the chart: one date, or the dates of a week or month it sums. */
export interface ChosenRange {
  start: string;
  end: string;
}

/** Each category's airtime within a chosen column, largest first, leaving out those with none. */
export function categoriesIn(items: readonly VideoContentChartSeries[], range: ChosenRange) {
  return items
    .map((item) => ({
      id: item.category_id,
      name: item.category_name,
      seconds: item.dynamics
        .filter((point) => point.date >= range.start && point.date <= range.end)
        .reduce((sum, point) => sum + point.duration_seconds, 0),
    }))
    .filter((item) => item.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * The details call's narrowing for a column: one day is asked as `date` within the period; a week
 * or a month as the part of the period it covers (a week may begin before the period does).
 */
export function detailsRange(range: ChosenRange, period: Period): { period: Period; date?: string } {
  if (range.start === range.end) return { period, date: range.start };
  const start = range.start < period.start_date ? period.start_date : range.start;
  const end = range.end > period.end_date ? period.end_date : range.end;
  return { period: { start_date: start, end_date: end } };
}
