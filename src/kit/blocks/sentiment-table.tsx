import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SentimentSplit } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { TONALITY_COLORS } from '@ui/charts/palette';
import { QueryBlock, type QueryLike } from '@ui/query-block';
import { tableHeight } from '../layout/sizes';
import './blocks.css';

export interface SentimentItem {
  id: number;
  name: string;
  /** Position or occupation (persons); empty when unknown. */
  position?: string;
  count: number;
  sentiment: SentimentSplit;
}

interface SentimentTableBlockProps<T> {
  title: string;
  query: QueryLike<T>;
  items: (data: T) => readonly SentimentItem[];
  /** Rows to make room for before the answer comes (the filters' top size). */
  expected: number;
  /** The heading of the name column: Person, Key entity. */
  nameLabel: string;
  withPosition?: boolean;
  emptyText?: ReactNode;
  className?: string;
}

/** A top list with the tonality of its mentions: rank, name, mentions and their positive, neutral and negative parts. */
export function SentimentTableBlock<T>({ title, query, items, expected, nameLabel, withPosition = false, emptyText, className }: SentimentTableBlockProps<T>) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const tonality = TONALITIES.map((key) => ({ key, label: i18n._(SENTIMENT_LABELS[key]), color: TONALITY_COLORS[key] }));
  const share = (part: number, whole: number) => fmt.percent(whole > 0 ? part / whole : 0);
  return (
    <QueryBlock title={title} query={query} reserve={tableHeight(expected)} isEmpty={(data) => items(data).length === 0} emptyText={emptyText} className={className}>
      {(data) => (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="data-table sentiment-table">
            <caption className="visually-hidden">{t`${title}: tonality of the mentions`}</caption>
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  {t`Rank`}
                </th>
                <th scope="col">{nameLabel}</th>
                {withPosition && <th scope="col">{t`Position`}</th>}
                <th scope="col" className="numeric">
                  {t`Mentions`}
                </th>
                <th scope="col">{t`Tonality`}</th>
                {tonality.map((part) => (
                  <th key={part.key} scope="col" className="numeric">
                    {part.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items(data).map((item, index) => {
                const total = item.sentiment.positive + item.sentiment.neutral + item.sentiment.negative;
                return (
                  <tr key={item.id}>
                    <td className="numeric">{fmt.number(index + 1)}</td>
                    <th scope="row">{item.name}</th>
                    {withPosition && <td>{item.position || <span className="muted">—</span>}</td>}
                    <td className="numeric">{fmt.number(item.count)}</td>
                    <td>
                      <span className="sentiment-bar" aria-hidden="true">
                        {tonality.map((part) =>
                          total > 0 && item.sentiment[part.key] > 0 ? (
                            <span key={part.key} style={{ inlineSize: `${(item.sentiment[part.key] / total) * 100}%`, backgroundColor: part.color }} />
                          ) : null,
                        )}
                      </span>
                    </td>
                    {tonality.map((part) => (
                      <td key={part.key} className="numeric">
                        {fmt.number(item.sentiment[part.key])} <span className="muted">({share(item.sentiment[part.key], total)})</span>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </QueryBlock>
  );
}
