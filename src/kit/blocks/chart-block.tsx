import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChartFrame, type ChartTable } from '@ui/charts/chart-frame';
import type { LegendItem } from '@ui/charts/legend';
import { BlockBoundary } from '@ui/block-boundary';
import { BlockEmpty, BlockFailure, BlockLoading, StaleNote, useBlockState, type QueryLike } from '@ui/query-block';
import { ComparedStatus, comparedState } from '../compare/compared-status';
import { useComparisonNames } from '../compare/period-words';
import { useComparison, type ComparedQuery } from '../compare/use-comparison';

/** What a chart block draws from its data. */
export interface ChartContent {
  /** The data as a table (the "Table" view and the CSV). */
  table?: ChartTable;
  legend?: readonly LegendItem[];
  chart: (size: { width: number; height: number }) => ReactNode;
}

export interface ChartBlockProps<T> {
  title: string;
  description?: ReactNode;
  headingLevel?: 2 | 3;
  exportName?: string;
  /** The plot's height, kept from loading to chart. */
  height?: number;
  className?: string;
  actions?: ReactNode;
  /**
   * The block's query; with `compared` (useComparedCall, when a comparison is on) a line under the
   * plot tells how the compared period's figures stand (its height kept from the first paint),
   * and the PNG names both periods.
   */
  query: ComparedQuery<QueryLike<T>>;
  isEmpty?: (data: T) => boolean;
  /** Whether the compared period's answer has no figures to show; `isEmpty` by default. */
  isComparedEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ChartContent;
}

/**
 * A chart fed by one query, in its frame from the first paint: the title, description and tools
 * are there at once, and the plot area keeps its height while it shows loading, a failure with a
 * retry, an empty answer, or the chart.
 */
export function ChartBlock<T>(props: ChartBlockProps<T>) {
  // Data the chart cannot draw fails this block alone, in the same frame.
  return (
    <BlockBoundary
      onRetry={props.query.refetch}
      fallback={(error, retry) => (
        <ChartBlockBody {...props} failure={<BlockFailure error={error} onRetry={retry} />} />
      )}
    >
      <ChartBlockBody {...props} />
    </BlockBoundary>
  );
}

/** The caption a comparison gives the PNG export: both periods by name. */
function ComparisonCaption({ children }: { children: (caption: string | undefined) => ReactNode }) {
  const { t } = useLingui();
  const { current, compared } = useComparisonNames(useComparison());
  return children(compared ? t`Period: ${current}. ${compared}` : undefined);
}

function ChartBlockBody<T>({
  className,
  query,
  isEmpty,
  isComparedEmpty,
  emptyText,
  children,
  failure,
  ...frame
}: ChartBlockProps<T> & { failure?: ReactNode }) {
  const state = useBlockState(query, isEmpty);
  const comparing = query.compared !== undefined;
  const statusLine = comparing ? (
    <ComparedStatus state={comparedState(query, isComparedEmpty ?? isEmpty)} />
  ) : undefined;
  const content = state.status === 'ready' && !failure ? children(state.data) : undefined;
  const fallback = failure ? (
    failure
  ) : state.status === 'loading' ? (
    <BlockLoading />
  ) : state.status === 'failed' ? (
    <BlockFailure error={state.error} retrying={query.isFetching} onRetry={query.refetch} />
  ) : state.status === 'empty' ? (
    <BlockEmpty>{emptyText}</BlockEmpty>
  ) : undefined;
  const draw = (exportCaption: string | undefined) => (
    <ChartFrame
      {...frame}
      table={content?.table}
      legend={content?.legend}
      fallback={fallback}
      exportCaption={exportCaption}
      statusLine={statusLine}
      reserveStatusLine={comparing}
    >
      {content?.chart}
    </ChartFrame>
  );
  return (
    <section
      className={`block-framed${className ? ` ${className}` : ''}`}
      aria-busy={query.isFetching || state.status === 'loading' || undefined}
    >
      {!failure && (state.status === 'ready' || state.status === 'empty') && <StaleNote />}
      {comparing ? <ComparisonCaption>{(caption) => draw(caption)}</ComparisonCaption> : draw(undefined)}
    </section>
  );
}
