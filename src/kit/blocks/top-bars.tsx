import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BarChart } from '@ui/charts/lazy';
import { barChartHeight } from '@ui/charts/sizes';
import type { QueryLike } from '@ui/query-block';
import { ChartBlock } from './chart-block';

export interface TopItem {
  id: number | string;
  name: string;
  count: number;
  color?: string;
}

interface TopBarsBlockProps<T, I extends TopItem> {
  title: string;
  description?: ReactNode;
  exportName: string;
  /** The heading of the name column: Theme, Person, Channel. */
  nameLabel: string;
  /** The heading of the value column; Mentions by default. */
  valueLabel?: string;
  query: QueryLike<T>;
  items: (data: T) => readonly I[];
  /** How many bars to make room for before the answer comes (the filters' top size). */
  expected: number;
  /** More columns for the table view (a person's position, a share, the tonality). */
  extra?: readonly { key: string; label: string; numeric?: boolean; value: (item: I) => string | number }[];
  /** Narrows the filters to a clicked bar. */
  onSelect?: (item: I) => void;
  emptyText?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** A top list as bars, with its table view, exports and drill-down: themes, persons, channels, genres. */
export function TopBarsBlock<T, I extends TopItem>({ title, description, exportName, nameLabel, valueLabel, query, items, expected, extra = [], onSelect, emptyText, headingLevel, className }: TopBarsBlockProps<T, I>) {
  const { t } = useLingui();
  const value = valueLabel ?? t`Mentions`;
  return (
    <ChartBlock
      title={title}
      description={description}
      exportName={exportName}
      headingLevel={headingLevel}
      className={className}
      height={barChartHeight(expected)}
      query={query}
      isEmpty={(data) => items(data).length === 0}
      emptyText={emptyText}
    >
      {(data) => {
        const list = items(data);
        const byKey = new Map(list.map((item) => [String(item.id), item]));
        return {
          table: {
            columns: [{ key: 'name', label: nameLabel }, { key: 'count', label: value, numeric: true }, ...extra.map(({ key, label, numeric }) => ({ key, label, numeric }))],
            rows: list.map((item) => ({ name: item.name, count: item.count, ...Object.fromEntries(extra.map((column) => [column.key, column.value(item)])) })),
          },
          chart: ({ width, height }) => (
            <BarChart
              width={width}
              height={height}
              items={list.map((item) => ({ key: String(item.id), label: item.name, value: item.count, color: item.color }))}
              onSelect={
                onSelect
                  ? (bar) => {
                      const item = byKey.get(bar.key);
                      if (item) onSelect(item);
                    }
                  : undefined
              }
            />
          ),
        };
      }}
    </ChartBlock>
  );
}
