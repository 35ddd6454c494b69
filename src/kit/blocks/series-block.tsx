import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { DynamicsPoint } from '@generated/model';
import { LineChart } from '@ui/charts/lazy';
import { seriesColor } from '@ui/charts/palette';
import { MultiSelect } from '@ui/multi-select';
import type { QueryLike } from '@ui/query-block';
import type { ComparedQuery } from '../compare/use-comparison';
import { ChartBlock } from './chart-block';
import type { SeriesItem } from './series-figures';
import { comparedSeriesOf, noFigures, useSeriesFigures } from './use-series-figures';

export type { SeriesItem } from './series-figures';

/** How many series a dynamics chart draws until the person chooses. */
export const DEFAULT_SERIES = 5;

export { noFigures } from './use-series-figures';

/**
 * The ids a chart draws: the person's choice (`null` until they choose) among the items of the
 * answer, else the first five. A choice none of whose items is in the answer any more (the
 * filters changed) falls back to the first five; an emptied choice stays empty.
 */
export function chosenSeries(items: readonly SeriesItem[], chosen: readonly number[] | null): number[] {
  const ids = items.map((item) => item.id);
  if (chosen === null) return ids.slice(0, DEFAULT_SERIES);
  if (chosen.length === 0) return [];
  const present = chosen.filter((id) => ids.includes(id));
  return present.length > 0 ? present : ids.slice(0, DEFAULT_SERIES);
}

interface SeriesBlockProps<T> {
  title: string;
  description: ReactNode;
  exportName: string;
  /** The answer, with the compared period's beside it when a comparison is on (useComparedCall). */
  query: ComparedQuery<QueryLike<T>>;
  items: (data: T) => readonly SeriesItem[];
  /**
   * Each day's total for the share of voice, from an answer (the main or the compared one); by
   * default the sum of all the answer's items that day.
   */
  dayTotals?: (data: T) => readonly DynamicsPoint[];
  /** The label of the chooser: Persons on the chart, Channels on the chart … */
  pickerLabel: string;
  /** Shown instead of the chart when the person chose nothing. */
  noneChosenText: string;
  emptyText?: ReactNode;
  /** What the values are; Mentions by default. */
  valueLabel?: string;
  /** The colour of an item; by default its place in the answer picks a palette colour. */
  colorOf?: (item: SeriesItem, index: number) => string;
  /** Narrows the period to a clicked day. */
  onSelectDate?: (date: string) => void;
  className?: string;
}

/**
 * Daily values of several items (persons, channels, key entities) as lines, the first five by
 * default and any of the answer's items on request. Colours follow the item's place in the
 * answer, so a line keeps its colour while others are added or removed. With a comparison, each
 * line has its compared period's line behind it, dashed, and the table the compared values and
 * changes; the days that stand out are marked; with the share of voice, values are each day's
 * share of the day's total.
 */
export function SeriesBlock<T>({
  query,
  items,
  dayTotals,
  pickerLabel,
  noneChosenText,
  emptyText,
  valueLabel,
  colorOf,
  onSelectDate,
  className = 'block-wide',
  ...frame
}: SeriesBlockProps<T>) {
  const { t } = useLingui();
  const lines = useSeriesFigures();
  const isComparedEmpty = (data: T) => noFigures(items(data));
  const [chosen, setChosen] = useState<number[] | null>(null);
  const all = query.data ? items(query.data) : [];
  const ids = chosenSeries(all, chosen);
  const noneChosen = all.length > 0 && ids.length === 0;
  const picker = (
    <MultiSelect
      label={pickerLabel}
      options={all.map((item) => ({ value: item.id, label: item.name }))}
      selected={ids}
      onChange={setChosen}
      loading={query.isPending}
    />
  );
  return (
    <ChartBlock
      {...frame}
      className={className}
      actions={picker}
      query={query}
      isEmpty={(data) => items(data).length === 0 || noneChosen}
      isComparedEmpty={isComparedEmpty}
      emptyText={noneChosen ? noneChosenText : emptyText}
    >
      {(data) => {
        const list = items(data);
        const shown = list
          .map((item, index) => ({ item, color: colorOf ? colorOf(item, index) : seriesColor(index) }))
          .filter(({ item }) => ids.includes(item.id));
        const { series, table, legend } = lines.figures({
          shown,
          all: list,
          dayTotals: dayTotals?.(data),
          compared: comparedSeriesOf(query, items, dayTotals),
        });
        return {
          table,
          legend,
          chart: ({ width, height }) => (
            <LineChart
              width={width}
              height={height}
              valueLabel={lines.valueLabel(valueLabel ?? t`Mentions`)}
              valueFormat={lines.valueFormat}
              series={series}
              onSelectDate={onSelectDate}
            />
          ),
        };
      }}
    </ChartBlock>
  );
}
