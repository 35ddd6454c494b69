import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SentimentDynamicsPoint, SentimentSplit } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { change, changeFigures, percentFigure, shareOf } from '@lib/compare/change';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { DonutChart, StackedBarChart } from '@ui/charts/lazy';
import { donutLegend, donutShares, type DonutPart } from '@ui/charts/legend';
import { TONALITY_COLORS } from '@ui/charts/palette';
import type { StackBucket } from '@ui/charts/stacked-bar-chart';
import type { QueryLike } from '@ui/query-block';
import { comparedState } from '../compare/compared-status';
import type { ComparedQuery } from '../compare/use-comparison';
import { ChartBlock } from './chart-block';
import { useDescribeChange, useStackCompare, withCompared } from './sentiment-compare';

export interface SentimentData {
  total: number;
  sentiment: SentimentSplit;
  dynamics: readonly SentimentDynamicsPoint[];
}

function useTonality() {
  const { i18n } = useLingui();
  return TONALITIES.map((key) => ({ key, label: i18n._(SENTIMENT_LABELS[key]), color: TONALITY_COLORS[key] }));
}

interface SentimentBlockProps<T> {
  /** The sentiment call, with the compared period's beside it when a comparison is on (useComparedCall). */
  query: ComparedQuery<QueryLike<T>>;
  sentiment: (data: T) => SentimentData;
}

/**
 * The share of positive, neutral and negative mentions over the period, as a ring. With a
 * comparison, each tone's share carries its change in percentage points and its count its change,
 * in the legend, the table and what the keyboard reads.
 */
export function SentimentShareBlock<T>({ query, sentiment }: SentimentBlockProps<T>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const tonality = useTonality();
  const isEmpty = (data: T) => sentiment(data).total === 0;
  const state = comparedState(query, isEmpty);
  const describeChange = useDescribeChange();
  return (
    <ChartBlock
      title={t`Sentiment`}
      description={t`Share of positive, neutral and negative mentions over the period.`}
      exportName="sentiment"
      query={withCompared(query)}
      isEmpty={isEmpty}
    >
      {(data) => {
        const split = sentiment(data).sentiment;
        const parts: DonutPart[] = tonality.map((part) => ({ ...part, value: split[part.key] }));
        const shares = donutShares(parts);
        const before = state.status === 'ready' ? sentiment(state.data).sentiment : undefined;
        const total = parts.reduce((sum, part) => sum + part.value, 0);
        const beforeTotal = before ? tonality.reduce((sum, part) => sum + before[part.key], 0) : 0;
        const moves = before
          ? parts.map((part) => ({
              share: describeChange(
                shareOf(part.value, total),
                shareOf(before[part.key as keyof SentimentSplit], beforeTotal),
                { percentPoints: true },
              ),
              count: describeChange(part.value, before[part.key as keyof SentimentSplit]),
            }))
          : undefined;
        const legend = donutLegend(parts, fmt).map((item, index) => {
          const move = moves?.[index];
          return move ? { ...item, detail: `${item.detail} · ${move.share.shown}; ${move.count.shown}` } : item;
        });
        return {
          table: {
            columns: [
              { key: 'tonality', label: t`Tonality` },
              { key: 'count', label: t`Mentions`, numeric: true },
              { key: 'share', label: t`Share, %`, numeric: true },
              ...(moves
                ? [
                    { key: 'previous', label: t`Compared period`, numeric: true, csvHeader: 'previous' },
                    { key: 'change', label: t`Change`, numeric: true, csvHeader: 'change' },
                    { key: 'change_pct', label: t`Change, %`, numeric: true, csvHeader: 'change_pct' },
                    { key: 'share_change', label: t`Share change, pp`, numeric: true },
                  ]
                : []),
            ],
            rows: parts.map((part, index) => ({
              tonality: part.label,
              count: part.value,
              share: percentFigure(shares[index] ?? 0),
              ...(before && moves
                ? {
                    ...changeFigures(change(part.value, before[part.key as keyof SentimentSplit])),
                    share_change: percentFigure(moves[index]!.share.change.abs),
                  }
                : {}),
            })),
          },
          legend,
          chart: ({ width, height }) => {
            const spoken = moves && new Map(parts.map((part, index) => [part.key, moves[index]!]));
            return (
              <DonutChart
                width={width}
                height={height}
                parts={parts}
                partWords={
                  spoken &&
                  ((part) => {
                    const move = spoken.get(part.key);
                    if (!move) return '';
                    const share = move.share.spoken;
                    const count = move.count.spoken;
                    return t`share ${share}; mentions ${count}`;
                  })
                }
              />
            );
          },
        };
      }}
    </ChartBlock>
  );
}

/**
 * Positive, neutral and negative mentions on each day; a click narrows the period to that day.
 * With a comparison, the compared period's days are set beside ours (by their place in the
 * period) as a dashed outline, and the tooltip and table give both; days that stand out carry a
 * triangle. In shares, each part is drawn as its share of the day.
 */
export function SentimentByDayBlock<T>({
  query,
  sentiment,
  onSelectBucket,
  actions,
}: SentimentBlockProps<T> & { onSelectBucket?: (bucket: StackBucket) => void; actions?: ReactNode }) {
  const { t } = useLingui();
  const tonality = useTonality();
  const isEmpty = (data: T) => sentiment(data).total === 0 || sentiment(data).dynamics.length === 0;
  const compare = useStackCompare({
    query,
    isEmpty,
    points: (data) =>
      sentiment(data).dynamics.map((point) => ({
        date: point.date,
        values: { positive: point.positive, neutral: point.neutral, negative: point.negative },
      })),
  });
  return (
    <ChartBlock
      title={t`Sentiment by day`}
      description={t`Positive, neutral and negative mentions on each day of the period.`}
      exportName="sentiment-dynamics"
      actions={actions}
      query={query}
      isEmpty={isEmpty}
    >
      {(data) => {
        const content = compare.content(data, tonality);
        return {
          table: content.table,
          legend: [...tonality, ...content.legend],
          chart: ({ width, height }) => (
            <StackedBarChart
              width={width}
              height={height}
              keys={tonality}
              onSelectBucket={onSelectBucket}
              {...content.chart}
            />
          ),
        };
      }}
    </ChartBlock>
  );
}
