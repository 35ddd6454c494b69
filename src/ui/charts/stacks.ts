/**
 * What a stacked chart by day draws, apart from the drawing: its columns (days, or weeks and
 * months when there are too many days), the compared period's columns beside them, and the days
 * that stand out. No React and no drawing library here, so a block can build its table from the
 * same figures before the chart's code has loaded.
 */
import type { Day } from 'date-fns';
import { dateKey } from '@lib/filters/period';
import { addDays, alignByOffset, daysBetween, startOfWeek } from '@lib/compare/periods';
import { completeDays } from '@lib/compare/partial';
import { findSpikes, type Spike } from '@lib/compare/spikes';
import type { Period } from '@lib/filters/period';
import { toTime } from './chart-utils';

export interface StackedDatum {
  /** `yyyy-MM-dd` (or an ISO date-time, counted on its day). */
  date: string;
  values: Readonly<Record<string, number>>;
  /** The day's figures are still coming in (today). */
  partial?: boolean;
}

export interface StackKey {
  key: string;
  label: string;
  color: string;
}

export type BucketUnit = 'day' | 'week' | 'month';

export interface StackBucket {
  /** The first day of the bucket (`yyyy-MM-dd`): the date itself, its week's or its month's start. */
  start: string;
  /** The last date of the data that fell into it. */
  end: string;
  values: Record<string, number>;
  /** It holds a day whose figures are still coming in. */
  partial?: boolean;
}

/** Columns drawn per chart at most; beyond it dates are summed into weeks, then months. */
export const MAX_COLUMNS = 120;
/** Marks drawn per chart at most (columns times the marks of a column). */
export const MAX_BARS = 960;

const dayKey = (time: number) => dateKey(new Date(time));

/** Local midnight of the first day of the month that holds `time`. */
function monthStart(time: number): number {
  const day = new Date(time);
  return new Date(day.getFullYear(), day.getMonth(), 1).getTime();
}

function dated(data: readonly StackedDatum[]) {
  return data
    .map((datum) => ({ time: toTime(datum.date), values: datum.values, partial: datum.partial }))
    .filter((datum) => Number.isFinite(datum.time))
    .sort((a, b) => a.time - b.time);
}

function group(data: ReturnType<typeof dated>, unit: BucketUnit, weekStartsOn: Day): StackBucket[] {
  const buckets = new Map<string, StackBucket>();
  for (const datum of data) {
    const startTime =
      unit === 'day'
        ? datum.time
        : unit === 'week'
          ? toTime(startOfWeek(dayKey(datum.time), weekStartsOn))
          : monthStart(datum.time);
    const start = dayKey(startTime);
    let bucket = buckets.get(start);
    if (!bucket) {
      bucket = { start, end: dayKey(datum.time), values: {} };
      buckets.set(start, bucket);
    }
    bucket.end = dayKey(datum.time);
    if (datum.partial) bucket.partial = true;
    for (const [key, value] of Object.entries(datum.values)) {
      if (Number.isFinite(value)) bucket.values[key] = (bucket.values[key] ?? 0) + value;
    }
  }
  return [...buckets.values()];
}

/**
 * The columns to draw: one per date while there are at most MAX_COLUMNS of them and at most
 * MAX_BARS marks (a column draws `marksPerColumn`: its parts, and the compared period's and a
 * spike's marks), otherwise one per week (starting on `weekStartsOn`), otherwise one per month,
 * each summing its dates' values key by key. `unit` forces a grouping (the compared period's
 * columns follow the chosen period's).
 */
export function bucketStacks(
  data: readonly StackedDatum[],
  marksPerColumn: number,
  weekStartsOn: Day = 1,
  unit?: BucketUnit,
): { unit: BucketUnit; buckets: StackBucket[] } {
  const points = dated(data);
  if (unit) return { unit, buckets: group(points, unit, weekStartsOn) };
  const fits = (count: number) => count <= MAX_COLUMNS && count * Math.max(1, marksPerColumn) <= MAX_BARS;
  for (const each of ['day', 'week'] as const) {
    const buckets = group(points, each, weekStartsOn);
    if (fits(buckets.length)) return { unit: each, buckets };
  }
  return { unit: 'month', buckets: group(points, 'month', weekStartsOn) };
}

/** The sum of a column's parts (of the given keys, or of all it holds), negatives left out. */
export function stackTotal(values: Readonly<Record<string, number>>, keys?: readonly { key: string }[]): number {
  const parts = keys ? keys.map(({ key }) => values[key] ?? 0) : Object.values(values);
  return parts.reduce((sum, value) => sum + (Number.isFinite(value) ? Math.max(0, value) : 0), 0);
}

/** Totals by day in date order; the days missing between the first and the last count as 0. */
export function dailyTotals(
  points: readonly StackedDatum[],
  keys?: readonly { key: string }[],
): { date: string; total: number }[] {
  const byDay = new Map<string, number>();
  for (const point of points) {
    const day = point.date.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + stackTotal(point.values, keys));
  }
  const days = [...byDay.keys()].sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return [];
  const length = daysBetween(first, last) + 1;
  return Array.from({ length }, (_, index) => {
    const date = addDays(first, index);
    return { date, total: byDay.get(date) ?? 0 };
  });
}

/** A day that stands out from the period's usual level (docs/spikes.md). */
export interface DaySpike extends Spike {
  date: string;
}

/**
 * The days of the series whose total stands out, by date. The days still coming in (today and
 * after, or those marked `partial`) never do, and do not set the usual level.
 */
export function stackSpikes(
  points: readonly StackedDatum[],
  keys?: readonly { key: string }[],
  today: Date = new Date(),
): Map<string, DaySpike> {
  const totals = dailyTotals(points, keys);
  const marked = points.filter((point) => point.partial).map((point) => point.date.slice(0, 10));
  const complete = Math.min(
    completeDays(
      totals.map((day) => day.date),
      today,
    ),
    ...marked.map((date) => totals.findIndex((day) => day.date >= date)).filter((index) => index >= 0),
  );
  const spikes = findSpikes(
    totals.map((day) => day.total),
    { complete },
  );
  return new Map(spikes.map((spike) => [totals[spike.index]!.date, { ...spike, date: totals[spike.index]!.date }]));
}

/**
 * The compared period's points set on the chosen period's days: its n-th day on the chosen
 * period's n-th day (days past the chosen period's length are left out).
 */
export function alignStacks(points: readonly StackedDatum[], period: Period, compared: Period): StackedDatum[] {
  return [...alignByOffset(points, period, compared)].map(([date, point]) => ({ date, values: point.values }));
}

/** A column of the chart, the compared period's column beside it and the day that stands out in it. */
export interface StackColumn {
  bucket: StackBucket;
  total: number;
  /** The compared period's figures on the same days (absent without a comparison). */
  compared?: { values: Record<string, number>; total: number };
  /** The column's most outstanding day. */
  spike?: DaySpike;
}

export interface StackColumnsOptions {
  points: readonly StackedDatum[];
  keys: readonly StackKey[];
  /** The compared period's points, already on the chosen period's days (alignStacks). */
  compared?: readonly StackedDatum[];
  /** The spikes by day (stackSpikes of the daily points); computed when absent. */
  spikes?: ReadonlyMap<string, DaySpike>;
  weekStartsOn?: Day;
  /** Marks a column draws besides its parts (the compared period's and a spike's). */
  extraMarks?: number;
}

/**
 * The chart's columns: the chosen period's days (and those the compared period has figures for),
 * grouped so the marks stay within the budget; the compared period grouped the same way beside
 * each; and each column's most outstanding day.
 */
export function stackColumns({
  points,
  keys,
  compared,
  spikes,
  weekStartsOn = 1,
  extraMarks = 0,
}: StackColumnsOptions): { unit: BucketUnit; columns: StackColumn[] } {
  const ours = new Set(points.map((point) => point.date.slice(0, 10)));
  const all = compared
    ? [
        ...points,
        ...compared
          .filter((point) => !ours.has(point.date.slice(0, 10)))
          .map((point) => ({ date: point.date, values: {} })),
      ]
    : points;
  const { unit, buckets } = bucketStacks(all, keys.length + extraMarks, weekStartsOn);
  const theirs = compared
    ? new Map(bucketStacks(compared, 1, weekStartsOn, unit).buckets.map((bucket) => [bucket.start, bucket]))
    : undefined;
  const days = spikes ?? stackSpikes(points, keys);
  const columns = buckets.map((bucket): StackColumn => {
    const column: StackColumn = { bucket, total: stackTotal(bucket.values, keys) };
    if (theirs) {
      const values = theirs.get(bucket.start)?.values ?? {};
      column.compared = { values, total: stackTotal(values) };
    }
    for (const spike of days.values()) {
      if (spike.date >= bucket.start && spike.date <= bucket.end && (!column.spike || spike.value > column.spike.value))
        column.spike = spike;
    }
    return column;
  });
  return { unit, columns };
}
