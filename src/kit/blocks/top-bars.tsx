import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormatters } from '@i18n/format';
import type { BarItem } from '@ui/charts/bar-chart';
import { BarChart } from '@ui/charts/lazy';
import { barChartHeight } from '@ui/charts/sizes';
import type { QueryLike } from '@ui/query-block';
import { CompareNote, useLeftTheTop } from '../compare/change-mark';
import { comparedState } from '../compare/compared-status';
import { useComparisonNames } from '../compare/period-words';
import { useComparison, type ComparedQuery } from '../compare/use-comparison';
import { ChartBlock } from './chart-block';
import { rankFigure } from '@lib/compare/change';
import { changeColumns, compareTop, sumOfCounts, type ComparedTopRow } from './top-compare';
import { useTopNotes } from './top-notes';
import './blocks.css';

export interface TopItem {
  id: number | string;
  name: string;
  count: number;
  color?: string;
}

/**
 * The room under a compared top's bars for the items that left the top (and the compared
 * period's name when its length differs from the chosen one's): two lines of text, kept
 * from the first paint, so nothing moves when the comparison arrives. (How the comparison stands,
 * loading, failed or empty, is the chart block's own line under the plot.)
 */
export const TOP_NOTE_ROOM = 42;

interface TopBarsBlockProps<T, I extends TopItem> {
  title: string;
  description?: ReactNode;
  exportName: string;
  /** The heading of the name column: Theme, Person, Channel. */
  nameLabel: string;
  /** The heading of the value column; Mentions by default. */
  valueLabel?: string;
  /** The top's call; with a comparison on, the same call for the compared period beside it (useComparedCall). */
  query: ComparedQuery<QueryLike<T>>;
  items: (data: T) => readonly I[];
  /**
   * Every mention (play, appearance) of the period, the base of the shares when the filters show
   * a share of the total; the sum of the top's items by default.
   */
  total?: (data: T) => number;
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

/**
 * A top list as bars, with its table view, exports and drill-down: themes, persons, channels,
 * genres. With a comparison on, each value is followed by its change and its move in the top,
 * the items that left the top are named under the bars, and the table and the CSV get the
 * earlier value, the change and the rank change. With a share of the total, the bars are each
 * item's share of the period and their changes are in percentage points.
 */
export function TopBarsBlock<T, I extends TopItem>({
  title,
  description,
  exportName,
  nameLabel,
  valueLabel,
  query,
  items,
  total,
  expected,
  extra = [],
  onSelect,
  emptyText,
  headingLevel,
  className,
}: TopBarsBlockProps<T, I>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const comparison = useComparison();
  const { percent } = comparison;
  const names = useComparisonNames(comparison);
  const notes = useTopNotes({ percentPoints: percent });
  const comparing = query.compared !== undefined;
  const compared = comparedState(query, (data) => items(data).length === 0);
  const value = valueLabel ?? t`Mentions`;
  const totalOf = (data: T) => (total ? total(data) : sumOfCounts(items(data)));
  const newWord = t`new`;
  const leftTheTop = useLeftTheTop();
  const numberColumn = (key: string, label: string, csvHeader?: string) => ({ key, label, numeric: true, csvHeader });

  return (
    <ChartBlock
      title={title}
      description={description}
      exportName={exportName}
      headingLevel={headingLevel}
      className={className}
      height={barChartHeight(expected) + (comparing ? TOP_NOTE_ROOM : 0)}
      query={query}
      isEmpty={(data) => items(data).length === 0}
      emptyText={emptyText}
    >
      {(data) => {
        const current = items(data);
        const byKey = new Map(current.map((item) => [String(item.id), item]));
        const now = totalOf(data);
        const shares = (count: number) => (now > 0 ? count / now : 0);
        const against =
          compared.status === 'ready'
            ? compareTop(current, items(compared.data), {
                share: percent,
                totals: { current: now, previous: totalOf(compared.data) },
                limit: expected,
              })
            : undefined;
        const rows = new Map<string, ComparedTopRow<I>>(against?.rows.map((row) => [String(row.item.id), row]));
        // Counts of periods of different lengths are not alike: the note names the compared one with both lengths.
        const note = [
          against && comparison.lengthsDiffer ? names.compared : undefined,
          against && leftTheTop(against.left.map((item) => item.name)),
        ]
          .filter(Boolean)
          .join(' · ');

        const bars: BarItem[] = current.map((item) => {
          const row = rows.get(String(item.id));
          return {
            key: String(item.id),
            label: item.name,
            value: percent ? shares(item.count) : item.count,
            color: item.color,
            note: row ? notes.note(row) : undefined,
          };
        });
        // The room for the notes follows what is known at the first draw (the current values), so it does not change
        // when the comparison lands.
        const room = comparing ? notes.room(Math.max(0, ...current.map((item) => item.count)), expected) : undefined;

        const changeLabels = percent
          ? [
              numberColumn('previous', t`Earlier share, %`, 'previous'),
              numberColumn('change', t`Change, percentage points`, 'change'),
              numberColumn('change_pct', t`Change, %`, 'change_pct'),
            ]
          : [
              numberColumn('previous', t`Earlier`, 'previous'),
              numberColumn('change', t`Change`, 'change'),
              numberColumn('change_pct', t`Change, %`, 'change_pct'),
            ];
        const columns = [
          { key: 'name', label: nameLabel },
          numberColumn('count', value),
          ...(percent ? [numberColumn('share', t`Share, %`)] : []),
          ...(comparing
            ? [...changeLabels, { key: 'rank_change', label: t`Rank change`, csvHeader: 'rank_change' }]
            : []),
          ...extra.map(({ key, label, numeric }) => ({ key, label, numeric })),
        ];
        const tableRows = current.map((item) => {
          const row = rows.get(String(item.id));
          return {
            name: item.name,
            count: item.count,
            ...(percent ? { share: Math.round(shares(item.count) * 1000) / 10 } : {}),
            ...(comparing
              ? {
                  ...(row ? changeColumns(row, percent) : { previous: '', change: '', change_pct: '' }),
                  rank_change: row ? rankFigure(row.rank, newWord) : '',
                }
              : {}),
            ...Object.fromEntries(extra.map((column) => [column.key, column.value(item)])),
          };
        });

        return {
          table: { columns, rows: tableRows },
          chart: ({ width, height }) => {
            const chart = (
              <BarChart
                width={width}
                height={comparing ? height - TOP_NOTE_ROOM : height}
                items={bars}
                formatValue={percent ? fmt.percent : undefined}
                noteRoom={room}
                onSelect={
                  onSelect
                    ? (bar) => {
                        const item = byKey.get(bar.key);
                        if (item) onSelect(item);
                      }
                    : undefined
                }
              />
            );
            if (!comparing) return chart;
            return (
              <div className="top-bars">
                {chart}
                <div className="top-bars-note" style={{ blockSize: TOP_NOTE_ROOM }}>
                  {note && <CompareNote>{note}</CompareNote>}
                </div>
              </div>
            );
          },
        };
      }}
    </ChartBlock>
  );
}
