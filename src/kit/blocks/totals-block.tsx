import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormatters } from '@i18n/format';
import { QueryBlock, type QueryLike } from '@ui/query-block';
import type { SeriesItem } from './series-block';
import { tableHeight } from '../layout/sizes';
import type { Change } from '@lib/compare/change';
import { ChangeMark, CompareNote } from '../compare/change-mark';
import { ComparedStatus, comparedState } from '../compare/compared-status';
import { useComparisonNames } from '../compare/period-words';
import { useComparison, type ComparedQuery } from '../compare/use-comparison';
import { compareTotals } from './totals-compare';
import './blocks.css';

export interface TotalsColumn<I> {
  key: string;
  label: string;
  value: (item: I) => string;
}

interface TotalsBlockProps<T, I extends SeriesItem> {
  title: string;
  /** The statistics call; with a comparison on, the same call for the compared period beside it (useComparedCall). */
  query: ComparedQuery<QueryLike<T>>;
  /** The items and every mention matching the filters (the base of the shares). */
  totals: (data: T) => { items: readonly I[]; total: number };
  /** Rows to make room for before the answer comes. */
  expected: number;
  caption: string;
  nameLabel: string;
  /** Text columns after the name (position, channel type). */
  columns?: TotalsColumn<I>[];
  emptyText?: ReactNode;
  className?: string;
}

/** The extra height of a row that keeps a line for its changes under the figures. */
const CHANGE_LINE = 20;
/** The room under a compared table for its note: a line of text and a button. */
const NOTE_ROOM = 48;

/**
 * Each item's mentions over the period and its share of all mentions, with the overall total.
 * With a comparison on, every count, share and the total get their change against the compared
 * period under them (shares in percentage points), in a line each cell keeps from the first
 * paint; the note under the table names the compared period, or says it is loading, failed
 * (with a retry) or has no figures.
 */
export function TotalsBlock<T, I extends SeriesItem>({
  title,
  query,
  totals,
  expected,
  caption,
  nameLabel,
  columns = [],
  emptyText,
  className,
}: TotalsBlockProps<T, I>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const comparison = useComparison();
  const names = useComparisonNames(comparison);
  const comparing = query.compared !== undefined;
  const compared = comparedState(query, (data) => totals(data).items.length === 0);
  const reserve =
    tableHeight(expected, { footer: true }) + (comparing ? (Math.max(1, expected) + 1) * CHANGE_LINE + NOTE_ROOM : 0);
  return (
    <QueryBlock
      title={title}
      query={query}
      reserve={reserve}
      isEmpty={(data) => totals(data).items.length === 0}
      emptyText={emptyText}
      className={className}
    >
      {(data) => {
        const { items, total } = totals(data);
        const against =
          compared.status === 'ready'
            ? compareTotals(items, total, totals(compared.data), { limit: expected })
            : undefined;
        /** The line under a figure: its change, or the room kept for it. */
        const changeLine = (change: Change | undefined, kind: 'count' | 'share') =>
          comparing && (
            <span className={`totals-change totals-change-${kind}`}>
              {change && <ChangeMark change={change} percentPoints={kind === 'share'} />}
            </span>
          );
        return (
          <>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
              <table className={`data-table totals-table${comparing ? ' is-compared' : ''}`}>
                <caption className="visually-hidden">{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{nameLabel}</th>
                    {columns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.label}
                      </th>
                    ))}
                    <th scope="col" className="numeric">
                      {t`Mentions`}
                    </th>
                    <th scope="col" className="numeric">
                      {t`Share`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => {
                    const row = against?.rows.get(item.id);
                    return (
                      <tr key={item.id}>
                        <th scope="row">{item.name}</th>
                        {columns.map((column) => (
                          <td key={column.key}>{column.value(item)}</td>
                        ))}
                        <td className="numeric">
                          {fmt.number(item.total)}
                          {changeLine(row?.count, 'count')}
                        </td>
                        <td className="numeric">
                          {fmt.percent(total > 0 ? item.total / total : 0)}
                          {changeLine(row?.share, 'share')}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={columns.length + 1}>
                      {t`All mentions`}
                    </th>
                    <td className="numeric">
                      {fmt.number(total)}
                      {changeLine(against?.total, 'count')}
                    </td>
                    <td className="numeric">
                      {fmt.percent(total > 0 ? 1 : 0)}
                      {comparing && <span className="totals-change totals-change-share" />}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {comparing && (
              <div className="totals-note" style={{ minBlockSize: NOTE_ROOM }}>
                {compared.status === 'ready' ? (
                  <CompareNote>{names.compared}</CompareNote>
                ) : (
                  <ComparedStatus state={compared} />
                )}
              </div>
            )}
          </>
        );
      }}
    </QueryBlock>
  );
}
