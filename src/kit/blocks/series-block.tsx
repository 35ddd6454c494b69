import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { DynamicsPoint } from '@generated/model';
import { LineChart } from '@ui/charts/lazy';
import { seriesLegend } from '@ui/charts/legend';
import { seriesColor } from '@ui/charts/palette';
import { MultiSelect } from '@ui/multi-select';
import type { QueryLike } from '@ui/query-block';
import { ChartBlock } from './chart-block';

/** How many series a dynamics chart draws until the person chooses. */
export const DEFAULT_SERIES = 5;

export interface SeriesItem {
  id: number;
  name: string;
  total: number;
  dynamics: readonly DynamicsPoint[];
}

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
  query: QueryLike<T>;
  items: (data: T) => readonly SeriesItem[];
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
 * answer, so a line keeps its colour while others are added or removed.
 */
export function SeriesBlock<T>({ query, items, pickerLabel, noneChosenText, emptyText, valueLabel, colorOf, onSelectDate, className = 'block-wide', ...frame }: SeriesBlockProps<T>) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const all = query.data ? items(query.data) : [];
  const ids = chosenSeries(all, chosen);
  const noneChosen = all.length > 0 && ids.length === 0;
  const picker = (
    <MultiSelect label={pickerLabel} options={all.map((item) => ({ value: item.id, label: item.name }))} selected={ids} onChange={setChosen} loading={query.isPending} />
  );
  return (
    <ChartBlock
      {...frame}
      className={className}
      actions={picker}
      query={query}
      isEmpty={(data) => items(data).length === 0 || noneChosen}
      emptyText={noneChosen ? noneChosenText : emptyText}
    >
      {(data) => {
        const list = items(data);
        const shown = list.map((item, index) => ({ item, color: colorOf ? colorOf(item, index) : seriesColor(index) })).filter(({ item }) => ids.includes(item.id));
        const dates = [...new Set(shown.flatMap(({ item }) => item.dynamics.map((point) => point.date)))].sort();
        const series = shown.map(({ item, color }) => ({ key: String(item.id), label: item.name, color, points: item.dynamics.map((point) => ({ date: point.date, value: point.count })) }));
        return {
          table: {
            columns: [{ key: 'date', label: t`Date` }, ...shown.map(({ item }) => ({ key: `s${item.id}`, label: item.name, numeric: true }))],
            rows: dates.map((date) => {
              const row: Record<string, string | number> = { date };
              for (const { item } of shown) row[`s${item.id}`] = item.dynamics.find((point) => point.date === date)?.count ?? 0;
              return row;
            }),
          },
          legend: seriesLegend(series),
          chart: ({ width, height }) => <LineChart width={width} height={height} valueLabel={valueLabel ?? t`Mentions`} series={series} onSelectDate={onSelectDate} />,
        };
      }}
    </ChartBlock>
  );
}
