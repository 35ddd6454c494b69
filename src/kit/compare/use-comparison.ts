import { useMemo } from 'react';
import { comparisonPeriod, compareMode, periodLength, type CompareChoice, type CompareMode } from '@lib/compare/periods';
import type { Period } from '@lib/filters/period';
import type { QueryLike } from '@ui/query-block';
import { useSectionFilters } from '../filters/use-section-filters';

export interface Comparison {
  /** The chosen period. */
  period: Period;
  /** What it is compared with (undefined: no comparison). */
  choice: CompareChoice | undefined;
  mode: CompareMode | undefined;
  /** The compared period's dates. */
  compared: Period | undefined;
  /** A custom compared period of another length than the chosen one (the legend says so). */
  lengthsDiffer: boolean;
  /** Counts are shown as shares of the total. */
  percent: boolean;
}

/** The comparison and share-of-voice choices of the section's filters. */
export function useComparison(): Comparison {
  const { search, filter } = useSectionFilters();
  const { period } = filter;
  const choice = search.compare;
  const key = JSON.stringify([period, choice, search.share]);
  return useMemo(() => {
    const compared = choice === undefined ? undefined : comparisonPeriod(period, choice);
    return {
      period,
      choice,
      mode: choice === undefined ? undefined : compareMode(choice),
      compared,
      lengthsDiffer: compared !== undefined && periodLength(compared) !== periodLength(period),
      percent: search.share === 'percent',
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** A block's query with the same call for the compared period beside it. */
export type ComparedQuery<Q> = Q & {
  /** The same call for the compared period, when a comparison is on. */
  compared?: Q & { period: Period };
};

/** A generated query hook of a statistics call: its body carries the period. */
type StatisticsHook<B extends { period: Period }, Q> = (body: B, options?: { query?: { enabled?: boolean } }) => Q;

/**
 * Calls a generated query hook for the filters' body and, when a comparison is on, again for the
 * same body with the compared period, side by side (both go out together). The blocks read the
 * second from `compared`; without a comparison it is absent and nothing more is asked.
 */
export function useCompared<B extends { period: Period }, Q extends QueryLike<unknown>, O extends { query?: { enabled?: boolean } }>(
  hook: (body: B, options?: O) => Q,
  body: B,
  options?: O,
): ComparedQuery<Q> {
  const { compared } = useComparison();
  const main = hook(body, options);
  const enabled = compared !== undefined && (options?.query?.enabled ?? true);
  const other = (hook as StatisticsHook<B, Q>)(compared ? { ...body, period: compared } : body, { ...options, query: { ...options?.query, enabled } });
  return compared ? { ...main, compared: { ...other, period: compared } } : main;
}
