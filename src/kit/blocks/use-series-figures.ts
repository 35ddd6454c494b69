import { useLingui } from '@lingui/react/macro';
import type { DynamicsPoint } from '@generated/model';
import { usePartialWords, useSpikeWords } from '@ui/charts/series-marks';
import type { QueryLike } from '@ui/query-block';
import { comparedState } from '../compare/compared-status';
import { useComparison, type ComparedQuery } from '../compare/use-comparison';
import { seriesLines, seriesTable, type ComparedSeries, type SeriesItem } from './series-figures';
import { useSeriesLegend } from './series-legend';

/** Whether an answer has no figures at all: no item, or none with a count. */
export function noFigures(items: readonly SeriesItem[]): boolean {
  return items.every((item) => item.dynamics.every((point) => point.count === 0));
}

/** The compared period's items of a dynamics block, once its answer is in (else undefined). */
export function comparedSeriesOf<T>(
  query: ComparedQuery<QueryLike<T>>,
  items: (data: T) => readonly SeriesItem[],
  dayTotals?: (data: T) => readonly DynamicsPoint[],
): ComparedSeries | undefined {
  const state = comparedState(query, (data: T) => noFigures(items(data)));
  const period = query.compared?.period;
  return state.status === 'ready' && period
    ? { items: items(state.data), period, dayTotals: dayTotals?.(state.data) }
    : undefined;
}

/**
 * What a dynamics chart draws and says, for any page that draws lines of daily counts: the lines
 * (counts or the day's shares, the compared period's line behind each, the days that stand out),
 * the table and CSV with the compared values and changes, and the legend naming both periods.
 */
export function useSeriesFigures() {
  const { t } = useLingui();
  const comparison = useComparison();
  const legendOf = useSeriesLegend();
  const spikeWords = useSpikeWords();
  const partialWords = usePartialWords();
  const { percent } = comparison;
  const words = {
    date: t`Date`,
    comparedDate: t`Compared day`,
    previous: (name: string) => t`${name}: compared period`,
    change: percent ? (name: string) => t`${name}: change, pp` : (name: string) => t`${name}: change`,
    changePct: (name: string) => t`${name}: change, %`,
    spikes: t`Stands out`,
    spikeNote: (ratio: number | undefined) => spikeWords.shown(ratio),
    spikeOf: (name: string, note: string) => t`${name}: ${note}`,
    note: t`Note`,
    stillComingIn: partialWords.note,
  };
  return {
    percent,
    /** The value axis's words: shares of the day's total, or the given measure. */
    valueLabel: (measure: string) => (percent ? t`Share of the day's total` : measure),
    valueFormat: (percent ? 'percent' : 'number') as 'percent' | 'number',
    figures({
      shown,
      all,
      dayTotals,
      compared,
    }: {
      shown: readonly { item: SeriesItem; color: string }[];
      all: readonly SeriesItem[];
      dayTotals?: readonly DynamicsPoint[];
      compared?: ComparedSeries;
    }) {
      const lines = seriesLines({
        shown: shown.map(({ item }) => item),
        all,
        period: comparison.period,
        percent,
        dayTotals,
        compared,
      });
      const series = lines.map((line, index) => ({
        key: String(line.item.id),
        label: line.item.name,
        color: (shown[index] as { color: string }).color,
        points: line.points,
        compared: line.compared,
        spikes: line.spikes,
      }));
      return {
        series,
        table: seriesTable(lines, { period: comparison.period, comparedPeriod: compared?.period, percent, words }),
        legend: legendOf(series, { comparing: comparison.compared !== undefined }),
      };
    },
  };
}
