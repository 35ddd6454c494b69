/**
 * The figures of a dynamics chart: each chosen item's daily values (counts, or shares of the
 * day's total), the same item's values in the compared period set beside the main period's days,
 * the days that stand out, and the table (and CSV) that says all of it.
 */
import type { DynamicsPoint } from '@generated/model';
import { change, shareOf } from '@lib/compare/change';
import { isStillComingIn } from '@lib/compare/partial';
import { addDays, daysBetween, periodLength } from '@lib/compare/periods';
import type { Period } from '@lib/filters/period';
import type { ChartTable, ChartTableColumn } from '@ui/charts/chart-frame';
import type { ComparedLinePoint, LinePoint } from '@ui/charts/line-chart';
import { spikeDays, type LineSpike } from '@ui/charts/series-marks';

/** An item of a dynamics answer (a person, a channel, a key entity) with its daily counts. */
export interface SeriesItem {
  id: number;
  name: string;
  total: number;
  dynamics: readonly DynamicsPoint[];
}

/** What the comparison brings: the compared period's items and dates. */
export interface ComparedSeries {
  items: readonly SeriesItem[];
  period: Period;
  /** Each day's total in the compared period (share mode); by default the sum of its items. */
  dayTotals?: readonly DynamicsPoint[];
}

export interface SeriesLine {
  item: SeriesItem;
  /**
   * The daily values shown: counts, or shares (0 to 1) of the day's total; a day still coming in
   * (today) is marked `partial`.
   */
  points: LinePoint[];
  /** The days that stand out, found in the counts (a share's spike is its count's); never a day still coming in. */
  spikes: LineSpike[];
  /**
   * The compared period's values by the main period's days, each with its own day; undefined when
   * there is no comparison or the item is not in the compared answer.
   */
  compared?: ComparedLinePoint[];
}

const day = (date: string) => date.slice(0, 10);

/** Each day's total: the given one, or the sum of every item of the answer that day. */
export function dayTotalsOf(items: readonly SeriesItem[], given?: readonly DynamicsPoint[]): Map<string, number> {
  const totals = new Map<string, number>();
  if (given) {
    for (const point of given) totals.set(day(point.date), point.count);
    return totals;
  }
  for (const item of items)
    for (const point of item.dynamics) totals.set(day(point.date), (totals.get(day(point.date)) ?? 0) + point.count);
  return totals;
}

/**
 * The compared day beside a main period's day, when the compared period reaches that far (a
 * shorter custom period ends before the main one does).
 */
export function comparedDay(date: string, period: Period, compared: Period): string | undefined {
  const offset = daysBetween(period.start_date, day(date));
  return offset >= 0 && offset < periodLength(compared) ? addDays(compared.start_date, offset) : undefined;
}

/**
 * The compared period's daily points beside the main period's days (`dates`, `yyyy-MM-dd`): the
 * n-th compared day beside the n-th day, each with its own day; a compared day without a point
 * counts 0, and days past a shorter compared period have none. `value` turns a count of a
 * compared day into what is drawn (a share of that day's total, say).
 */
export function comparedLine(
  dates: readonly string[],
  points: readonly DynamicsPoint[],
  period: Period,
  compared: Period,
  value: (count: number, comparedDate: string) => number = (count) => count,
): ComparedLinePoint[] {
  const counts = new Map(points.map((point) => [day(point.date), point.count]));
  const aligned: ComparedLinePoint[] = [];
  for (const date of dates) {
    const then = comparedDay(date, period, compared);
    if (then !== undefined)
      aligned.push({ date: day(date), comparedDate: then, value: value(counts.get(then) ?? 0, then) });
  }
  return aligned;
}

interface LinesInput {
  /** The chosen items, in drawing order. */
  shown: readonly SeriesItem[];
  /** Every item of the answer (the day's total in share mode). */
  all: readonly SeriesItem[];
  period: Period;
  percent: boolean;
  /** Each day's total, when the page knows it better than the sum of the answer's items. */
  dayTotals?: readonly DynamicsPoint[];
  compared?: ComparedSeries;
  /** Today: its figures, and any later day's, are still coming in. */
  today?: Date;
}

/**
 * The lines of the chosen items. The compared values follow the main period's days (the n-th day
 * beside the n-th day); a day of the compared period without a point counts 0, as a day of the
 * main one does in the table. Today's point is marked as still coming in, and is left out of the
 * spikes.
 */
export function seriesLines({
  shown,
  all,
  period,
  percent,
  dayTotals,
  compared,
  today = new Date(),
}: LinesInput): SeriesLine[] {
  const totals = percent ? dayTotalsOf(all, dayTotals) : undefined;
  const comparedTotals = percent && compared ? dayTotalsOf(compared.items, compared.dayTotals) : undefined;
  const value = (count: number, date: string, of: Map<string, number> | undefined) =>
    of ? shareOf(count, of.get(day(date)) ?? 0) : count;
  return shown.map((item) => {
    const points: LinePoint[] = item.dynamics.map((point) => {
      const shownPoint: LinePoint = { date: day(point.date), value: value(point.count, point.date, totals) };
      if (isStillComingIn(point.date, today)) shownPoint.partial = true;
      return shownPoint;
    });
    const spikes = spikeDays(
      item.dynamics.map((point, index) => ({
        date: point.date,
        value: point.count,
        partial: points[index]?.partial,
      })),
    );
    const before = compared?.items.find((candidate) => candidate.id === item.id);
    if (!compared || !before) return { item, points, spikes };
    const aligned = comparedLine(
      points.map((point) => point.date),
      before.dynamics,
      period,
      compared.period,
      (count, then) => value(count, then, comparedTotals),
    );
    return { item, points, spikes, compared: aligned };
  });
}

/** The words of the table's columns and notes, in the interface language. */
export interface SeriesTableWords {
  date: string;
  comparedDate: string;
  previous: (name: string) => string;
  change: (name: string) => string;
  changePct: (name: string) => string;
  /** The label of the spikes' column. */
  spikes: string;
  spikeNote: (ratio: number | undefined) => string;
  /** A spike's note with the item's name, when several lines share the column. */
  spikeOf: (name: string, note: string) => string;
  /** The label of the notes' column, where a day still coming in says so. */
  note: string;
  /** What a day still coming in says. */
  stillComingIn: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The table of the chart (and its CSV): a row per day; per item its value and, with a
 * comparison, the compared day's value (`…_previous`), the change (`…_change`, in percentage
 * points for shares) and the change in percent (`…_change_pct`, empty from nothing); and, when a
 * line has a day that stands out, one note column (`spikes`) saying which lines stand out that
 * day and how far ("3.4 × the usual", each after its item's name when several lines are drawn).
 * A day still coming in says so in a column of its own (`note`), and has no change: its figures so
 * far are not the day's.
 */
export function seriesTable(
  lines: readonly SeriesLine[],
  {
    period,
    comparedPeriod,
    percent,
    words,
  }: { period: Period; comparedPeriod?: Period; percent: boolean; words: SeriesTableWords },
): ChartTable {
  const comparing = comparedPeriod !== undefined;
  const dates = [...new Set(lines.flatMap((line) => line.points.map((point) => point.date)))].sort();
  const columns: ChartTableColumn[] = [{ key: 'date', label: words.date }];
  if (comparing) columns.push({ key: 'date_previous', label: words.comparedDate });
  for (const { item, compared } of lines) {
    const key = `s${item.id}`;
    columns.push({ key, label: item.name, numeric: true, percent });
    if (comparing && compared) {
      columns.push(
        { key: `${key}_previous`, label: words.previous(item.name), numeric: true, percent },
        { key: `${key}_change`, label: words.change(item.name), numeric: true },
        { key: `${key}_change_pct`, label: words.changePct(item.name), numeric: true },
      );
    }
  }
  const anySpike = lines.some((line) => line.spikes.length > 0);
  if (anySpike) columns.push({ key: 'spikes', label: words.spikes });
  const partial = new Set(
    lines.flatMap((line) => line.points.filter((point) => point.partial).map((point) => point.date)),
  );
  if (partial.size > 0) columns.push({ key: 'note', label: words.note });
  const values = lines.map((line) => new Map(line.points.map((point) => [point.date, point.value])));
  const before = lines.map((line) => new Map((line.compared ?? []).map((point) => [point.date, point.value])));
  const notes = lines.map((line) => new Map(line.spikes.map((spike) => [spike.date, words.spikeNote(spike.ratio)])));
  const named = lines.length > 1;
  const rows = dates.map((date) => {
    const row: Record<string, string | number> = { date };
    const then = comparing ? comparedDay(date, period, comparedPeriod) : undefined;
    if (comparing) row.date_previous = then ?? '';
    const standing: string[] = [];
    lines.forEach(({ item, compared }, index) => {
      const key = `s${item.id}`;
      const current = values[index]?.get(date) ?? 0;
      row[key] = current;
      if (comparing && compared) {
        const previous = before[index]?.get(date);
        if (previous !== undefined && partial.has(date)) {
          // The day so far against a whole day is no change to speak of.
          row[`${key}_previous`] = previous;
          row[`${key}_change`] = '';
          row[`${key}_change_pct`] = '';
        } else if (previous === undefined) {
          row[`${key}_previous`] = '';
          row[`${key}_change`] = '';
          row[`${key}_change_pct`] = '';
        } else {
          const moved = change(current, previous);
          row[`${key}_previous`] = previous;
          row[`${key}_change`] = percent ? round1(moved.abs * 100) : moved.abs;
          row[`${key}_change_pct`] = moved.pct === undefined ? '' : round1(moved.pct * 100);
        }
      }
      const note = notes[index]?.get(date);
      if (note !== undefined) standing.push(named ? words.spikeOf(item.name, note) : note);
    });
    if (anySpike) row.spikes = standing.join('; ');
    if (partial.size > 0) row.note = partial.has(date) ? words.stillComingIn : '';
    return row;
  });
  return { columns, rows };
}
