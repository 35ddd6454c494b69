import { useLingui } from '@lingui/react/macro';
import type { SentimentDynamicsPoint, SentimentSplit } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { DonutChart, StackedBarChart } from '@ui/charts/lazy';
import { donutLegend } from '@ui/charts/legend';
import { TONALITY_COLORS } from '@ui/charts/palette';
import type { StackBucket } from '@ui/charts/stacked-bar-chart';
import type { QueryLike } from '@ui/query-block';
import { ChartBlock } from './chart-block';

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
  query: QueryLike<T>;
  sentiment: (data: T) => SentimentData;
}

/** The share of positive, neutral and negative mentions over the period, as a ring. */
export function SentimentShareBlock<T>({ query, sentiment }: SentimentBlockProps<T>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const tonality = useTonality();
  return (
    <ChartBlock title={t`Sentiment`} description={t`Share of positive, neutral and negative mentions over the period.`} exportName="sentiment" query={query} isEmpty={(data) => sentiment(data).total === 0}>
      {(data) => {
        const split = sentiment(data).sentiment;
        const parts = tonality.map((part) => ({ ...part, value: split[part.key] }));
        return {
          table: {
            columns: [
              { key: 'tonality', label: t`Tonality` },
              { key: 'count', label: t`Mentions`, numeric: true },
            ],
            rows: parts.map((part) => ({ tonality: part.label, count: part.value })),
          },
          legend: donutLegend(parts, fmt),
          chart: ({ width, height }) => <DonutChart width={width} height={height} parts={parts} />,
        };
      }}
    </ChartBlock>
  );
}

/** Positive, neutral and negative mentions on each day; a click narrows the period to that day. */
export function SentimentByDayBlock<T>({ query, sentiment, onSelectBucket }: SentimentBlockProps<T> & { onSelectBucket?: (bucket: StackBucket) => void }) {
  const { t } = useLingui();
  const tonality = useTonality();
  return (
    <ChartBlock
      title={t`Sentiment by day`}
      description={t`Positive, neutral and negative mentions on each day of the period.`}
      exportName="sentiment-dynamics"
      query={query}
      isEmpty={(data) => sentiment(data).total === 0 || sentiment(data).dynamics.length === 0}
    >
      {(data) => {
        const { dynamics } = sentiment(data);
        return {
          table: {
            columns: [{ key: 'date', label: t`Date` }, ...tonality.map((part) => ({ key: part.key, label: part.label, numeric: true }))],
            rows: dynamics.map((point) => ({ date: point.date, positive: point.positive, neutral: point.neutral, negative: point.negative })),
          },
          legend: tonality,
          chart: ({ width, height }) => (
            <StackedBarChart
              width={width}
              height={height}
              keys={tonality}
              points={dynamics.map((point) => ({ date: point.date, values: { positive: point.positive, neutral: point.neutral, negative: point.negative } }))}
              onSelectBucket={onSelectBucket}
            />
          ),
        };
      }}
    </ChartBlock>
  );
}
