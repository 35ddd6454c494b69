import { useLingui } from '@lingui/react/macro';
import { change, changeFigures, percentFigure, type Change } from '@lib/compare/change';
import { isStillComingIn } from '@lib/compare/partial';
import { daysBetween } from '@lib/compare/periods';
import { CHART_INK } from '@ui/charts/palette';
import { usePartialWords, useSpikeWords } from '@ui/charts/series-marks';
import type { StackedCompared } from '@ui/charts/stacked-bar-chart';
import {
  alignStacks,
  stackSpikes,
  stackTotal,
  type DaySpike,
  type StackedDatum,
  type StackKey,
} from '@ui/charts/stacks';
import type { ChartTable } from '@ui/charts/chart-frame';
import { partialLegendItem, spikeLegendItem, type LegendItem } from '@ui/charts/legend';
import type { QueryLike } from '@ui/query-block';
import { useChangeWords } from '../compare/change-mark';
import { comparedState } from '../compare/compared-status';
import { useComparisonNames } from '../compare/period-words';
import { useComparison, type Comparison, type ComparedQuery } from '../compare/use-comparison';

/** A ratio as a percentage with one decimal, for tables and CSV: 0.4567 → 45.7. */

/**
 * A block's query that waits for the compared period's answer while it is on its way (both go
 * out together), so a block whose words grow with the comparison (a legend with the changes) is
 * drawn once and does not move. A compared call that failed, or waits for the connection, holds
 * nothing back: the block shows its own figures.
 */
export function withCompared<T>(query: ComparedQuery<QueryLike<T>>): ComparedQuery<QueryLike<T>> {
  const compared = query.compared;
  if (!compared || query.data === undefined || compared.data !== undefined || compared.isError || compared.isPaused)
    return query;
  return { ...query, data: undefined, isPending: true };
}

/** A change in words for a chart: the mark and signed figure for the eye, a sentence for the ear. */
export function useDescribeChange(): (
  now: number,
  before: number,
  options?: { percentPoints?: boolean },
) => { change: Change; shown: string; spoken: string } {
  const words = useChangeWords();
  return (now, before, options) => {
    const moved = change(now, before);
    return {
      change: moved,
      shown: `${words.mark(moved)} ${words.shown(moved, options)}`,
      spoken: words.spoken(moved, options),
    };
  };
}

export interface StackCompareInput<T> {
  query: ComparedQuery<QueryLike<T>>;
  /** True when an answer has no figures (the compared one is then said to have none). */
  isEmpty: (data: T) => boolean;
  /** An answer's points, one per day. */
  points: (data: T) => StackedDatum[];
}

export interface StackContent {
  /**
   * The chart's table: date, each part (its count, or its share in percent), total, the comparison's and the spike's
   * columns.
   */
  table: ChartTable;
  /** The legend's entries after the parts': the compared period's outline and the spike mark. */
  legend: LegendItem[];
  /** What the chart draws besides the parts. */
  chart: {
    points: StackedDatum[];
    compared?: StackedCompared;
    spikes: ReadonlyMap<string, DaySpike>;
    percent: boolean;
  };
}

/**
 * A stacked chart by day against the compared period: the comparison's state, and from
 * an answer the table, legend and chart props with the compared period set on our days
 * (alignStacks), the spikes, and shares when the filters ask for them. Today's column is marked
 * as still coming in: it never stands out, and its row says so instead of giving a change.
 */
export function useStackCompare<T>({ query, isEmpty, points }: StackCompareInput<T>) {
  const { t } = useLingui();
  const comparison: Comparison = useComparison();
  const names = useComparisonNames(comparison);
  const state = comparedState(query, isEmpty);
  const describeChange = useDescribeChange();
  const spikeWords = useSpikeWords();
  const partialWords = usePartialWords();
  const on = state.status !== 'off';

  /**
   * The table, legend and chart props of an answer. `ours` and `theirs` replace `points` where
   * the parts depend on the answer itself (series named after the chosen period's categories).
   */
  const content = (
    data: T,
    keys: readonly StackKey[],
    {
      ours: given = points(data),
      theirs: theirPoints = points,
      today = new Date(),
    }: { ours?: StackedDatum[]; theirs?: (data: T) => StackedDatum[]; today?: Date } = {},
  ): StackContent => {
    const dateLabel = t`Date`;
    const totalLabel = t`Total`;
    const ours = given.map((point) => (isStillComingIn(point.date, today) ? { ...point, partial: true } : point));
    const anyPartial = ours.some((point) => point.partial);
    const spikes = stackSpikes(ours, keys, today);
    const comparedPeriod = query.compared?.period;
    const theirs =
      state.status === 'ready' && comparedPeriod
        ? alignStacks(theirPoints(state.data), comparison.period, comparedPeriod)
        : undefined;
    const before = theirs && new Map(theirs.map((point) => [point.date.slice(0, 10), stackTotal(point.values)]));
    const { percent } = comparison;
    const columns = [
      { key: 'date', label: dateLabel },
      ...keys.map(({ key, label }) => ({ key, label: percent ? t`${label}, %` : label, numeric: true })),
      { key: 'total', label: totalLabel, numeric: true },
      ...(before
        ? [
            { key: 'previous', label: t`Compared period`, numeric: true, csvHeader: 'previous' },
            { key: 'change', label: t`Change`, numeric: true, csvHeader: 'change' },
            { key: 'change_pct', label: t`Change, %`, numeric: true, csvHeader: 'change_pct' },
          ]
        : []),
      ...(spikes.size > 0 ? [{ key: 'spike', label: t`Stands out` }] : []),
      ...(anyPartial ? [{ key: 'note', label: t`Note` }] : []),
    ];
    const rows = [...ours]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((point) => {
        const total = stackTotal(point.values, keys);
        const row: Record<string, string | number> = { date: point.date, total };
        for (const { key } of keys)
          row[key] = percent
            ? percentFigure(total > 0 ? (point.values[key] ?? 0) / total : 0)
            : (point.values[key] ?? 0);
        if (before) {
          const figures = changeFigures(change(total, before.get(point.date.slice(0, 10)) ?? 0));
          // The day so far against a whole day is no change to speak of.
          Object.assign(row, point.partial ? { previous: figures.previous, change: '', change_pct: '' } : figures);
        }
        const spike = spikes.get(point.date.slice(0, 10));
        if (spikes.size > 0) row.spike = spike ? spikeWords.shown(spike.ratio) : '';
        if (anyPartial) row.note = point.partial ? partialWords.note : '';
        return row;
      });
    const legend: LegendItem[] = [];
    // The compared period's entry is there from the first drawing while a comparison is on, so the legend keeps its
    // size when it comes.
    if (on)
      legend.push({
        key: 'period-compared',
        label: names.compared ?? '',
        color: CHART_INK.text,
        mark: 'dashed',
        detail: percent ? t`its split` : t`its total`,
      });
    if (anyPartial) legend.push({ ...partialLegendItem(partialWords.key), color: CHART_INK.text });
    if (spikes.size > 0) legend.push({ ...spikeLegendItem(t`Stands out from the usual`), color: CHART_INK.text });
    return {
      table: { columns, rows },
      legend,
      chart: {
        points: ours,
        percent,
        spikes,
        compared:
          theirs && comparedPeriod
            ? {
                points: theirs,
                label: names.compared ?? '',
                offsetDays: daysBetween(comparison.period.start_date, comparedPeriod.start_date),
                describeChange: (now, was) => describeChange(now, was),
              }
            : undefined,
      },
    };
  };

  return { state, on, percent: comparison.percent, names, content };
}
