import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormatters } from '@i18n/format';
import { QueryBlock, type QueryLike } from '@ui/query-block';
import type { SeriesItem } from './series-block';
import { tableHeight } from '../layout/sizes';
import './blocks.css';

export interface TotalsColumn<I> {
  key: string;
  label: string;
  value: (item: I) => string;
}

interface TotalsBlockProps<T, I extends SeriesItem> {
  title: string;
  query: QueryLike<T>;
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

/** Each item's mentions over the period and its share of all mentions, with the overall total. */
export function TotalsBlock<T, I extends SeriesItem>({ title, query, totals, expected, caption, nameLabel, columns = [], emptyText, className }: TotalsBlockProps<T, I>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  return (
    <QueryBlock title={title} query={query} reserve={tableHeight(expected, { footer: true })} isEmpty={(data) => totals(data).items.length === 0} emptyText={emptyText} className={className}>
      {(data) => {
        const { items, total } = totals(data);
        return (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
            <table className="data-table totals-table">
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
                {items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.name}</th>
                    {columns.map((column) => (
                      <td key={column.key}>{column.value(item)}</td>
                    ))}
                    <td className="numeric">{fmt.number(item.total)}</td>
                    <td className="numeric">{fmt.percent(total > 0 ? item.total / total : 0)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={columns.length + 1}>
                    {t`All mentions`}
                  </th>
                  <td className="numeric">{fmt.number(total)}</td>
                  <td className="numeric">{fmt.percent(total > 0 ? 1 : 0)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        );
      }}
    </QueryBlock>
  );
}
