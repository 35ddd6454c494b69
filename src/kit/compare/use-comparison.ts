import { useDeferredValue, useMemo } from 'react';
import {
  comparisonPeriod,
  compareMode,
  periodLength,
  type CompareChoice,
  type CompareMode,
} from '@lib/compare/periods';
import type { Period } from '@lib/filters/period';
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
  // Switching the comparison or the shares on or off redraws every block: that render follows in
  // the background, so the switch itself answers at once. With a new period as well (a reset, a
  // saved view), the whole change renders at once, as one, so no call goes out for a pairing of
  // the new period with the old choice.
  const periodKey = `${period.start_date}/${period.end_date}`;
  const samePeriod = useDeferredValue(periodKey) === periodKey;
  const laterChoice = useDeferredValue(search.compare);
  const laterPercent = useDeferredValue(search.share === 'percent');
  const choice = samePeriod ? laterChoice : search.compare;
  const percent = samePeriod ? laterPercent : search.share === 'percent';
  // The section's filters are shared structurally: `period` and `choice` change only with a filter.
  return useMemo(() => {
    const compared = choice === undefined ? undefined : comparisonPeriod(period, choice);
    return {
      period,
      choice,
      mode: choice === undefined ? undefined : compareMode(choice),
      compared,
      lengthsDiffer: compared !== undefined && periodLength(compared) !== periodLength(period),
      percent,
    };
  }, [period, choice, percent]);
}

/** A block's query with the same call for the compared period beside it. */
export type ComparedQuery<Q> = Q & {
  /** The same call for the compared period, when a comparison is on. */
  compared?: Q & { period: Period };
};

/**
 * The second call of a statistics block, for the compared period: the same body with the other
 * period, and the same options, enabled only while a comparison is on. A block calls its
 * generated hook twice and joins the two:
 *
 *   const call = useComparedCall();
 *   const query = call.join(
 *     useInfoThemesTop(filter),
 *     useInfoThemesTop(call.body(filter), { query: { enabled: call.on } }),
 *   );
 *
 * Both calls go out together; without a comparison the second is idle and `compared` absent.
 */
export function useComparedCall() {
  const { compared } = useComparison();
  return {
    /** The body of the compared call: the main call's, with the compared period. */
    body<B extends { period?: Period }>(body: B): B {
      return compared ? { ...body, period: compared } : body;
    },
    /** Whether the compared call goes out: its options say `enabled: call.on` (and the main call's own condition). */
    on: compared !== undefined,
    join<Q extends object>(main: Q, other: Q): ComparedQuery<Q> {
      return compared ? { ...main, compared: { ...other, period: compared } } : main;
    },
  };
}
