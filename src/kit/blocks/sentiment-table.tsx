import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SentimentSplit } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { change, shareOf } from '@lib/compare/change';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { TONALITY_COLORS } from '@ui/charts/palette';
import { QueryBlock, type QueryLike } from '@ui/query-block';
import { ChangeAndRank, ChangeMark } from '../compare/change-mark';
import { ComparedStatus, comparedState } from '../compare/compared-status';
import { CHANGE_LINE, compareItems, NOTE_LINE } from '../compare/top-comparison';
import type { ComparedQuery } from '../compare/use-comparison';
import { tableHeight } from '../layout/sizes';
import './blocks.css';
import './sentiment-table.css';

export interface SentimentItem {
  id: number;
  name: string;
  /** Position or occupation (persons); empty when unknown. */
  position?: string;
  count: number;
  sentiment: SentimentSplit;
}

/** The mentions a split counts. */
const splitTotal = (split: SentimentSplit) => split.positive + split.neutral + split.negative;

interface SentimentTableBlockProps<T> {
  title: string;
  /** The top's call, with the compared period's beside it when a comparison is on (useComparedCall). */
  query: ComparedQuery<QueryLike<T>>;
  items: (data: T) => readonly SentimentItem[];
  /** Rows to make room for before the answer comes (the filters' top size). */
  expected: number;
  /** The heading of the name column: Person, Key entity. */
  nameLabel: string;
  withPosition?: boolean;
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A top list with the tonality of its mentions: rank, name, mentions and their positive, neutral
 * and negative parts. With a comparison, each count carries its change and its move in the top,
 * and each part its share's change in percentage points, on a line under the figure whose height
 * (and width) is kept from the first paint; the comparison's state is said under the table.
 */
export function SentimentTableBlock<T>({
  title,
  query,
  items,
  expected,
  nameLabel,
  withPosition = false,
  emptyText,
  className,
}: SentimentTableBlockProps<T>) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const tonality = TONALITIES.map((key) => ({
    key,
    label: i18n._(SENTIMENT_LABELS[key]),
    color: TONALITY_COLORS[key],
  }));
  const share = (part: number, whole: number) => fmt.percent(whole > 0 ? part / whole : 0);
  const top = compareItems(
    query,
    items,
    (item) => item.id,
    (item) => item.count,
  );
  const state = comparedState(query, (data) => items(data).length === 0);
  const on = state.status !== 'off';
  const before =
    state.status === 'ready' ? new Map(items(state.data).map((item) => [item.id, item.sentiment])) : undefined;
  const reserve = tableHeight(expected) + (on ? expected * CHANGE_LINE + NOTE_LINE : 0);
  return (
    <QueryBlock
      title={title}
      query={query}
      reserve={reserve}
      isEmpty={(data) => items(data).length === 0}
      emptyText={emptyText}
      className={className}
    >
      {(data) => (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
            <table className={`data-table sentiment-table${on ? ' is-compared' : ''}`}>
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
                  const total = splitTotal(item.sentiment);
                  const compared = top.of(item);
                  const was = before?.get(item.id);
                  return (
                    <tr key={item.id}>
                      <td className="numeric">{fmt.number(index + 1)}</td>
                      <th scope="row">{item.name}</th>
                      {withPosition && <td>{item.position || <span className="muted">—</span>}</td>}
                      <td className="numeric">
                        {fmt.number(item.count)}
                        {on && (
                          <span className="sentiment-change is-count">
                            {compared && <ChangeAndRank change={compared.change} move={compared.move} />}
                          </span>
                        )}
                      </td>
                      <td>
                        <span className="sentiment-bar" aria-hidden="true">
                          {tonality.map((part) =>
                            total > 0 && item.sentiment[part.key] > 0 ? (
                              <span
                                key={part.key}
                                style={{
                                  inlineSize: `${(item.sentiment[part.key] / total) * 100}%`,
                                  backgroundColor: part.color,
                                }}
                              />
                            ) : null,
                          )}
                        </span>
                      </td>
                      {tonality.map((part) => (
                        <td key={part.key} className="numeric">
                          {fmt.number(item.sentiment[part.key])}{' '}
                          <span className="muted">({share(item.sentiment[part.key], total)})</span>
                          {on && (
                            <span className="sentiment-change">
                              {was && splitTotal(was) > 0 && (
                                <ChangeMark
                                  change={change(
                                    shareOf(item.sentiment[part.key], total),
                                    shareOf(was[part.key], splitTotal(was)),
                                  )}
                                  percentPoints
                                />
                              )}
                            </span>
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {on && (
            <div className="compare-note-line">
              <ComparedStatus state={state} />
            </div>
          )}
        </>
      )}
    </QueryBlock>
  );
}
