import { change, leftTheTop, rankMoves, type Change, type RankMove } from '@lib/compare/change';
import type { QueryLike } from '@ui/query-block';
import { comparedState, type ComparedState } from './compared-status';
import type { ComparedQuery } from './use-comparison';

/** Heights a compared list adds, so nothing moves when the comparison lands (src/kit/compare/compare.css). */
export const CHANGE_LINE = 20;
export const NOTE_LINE = 32;

export interface ItemComparison {
  change: Change;
  move: RankMove;
}

export interface TopComparison<I> {
  state: ComparedState<unknown>;
  /** Each current item's change and rank movement, by its key (only when the comparison is ready). */
  of: (item: I) => ItemComparison | undefined;
  /** The compared top's items that are not in the current one. */
  left: readonly I[];
}

/**
 * A top list set against the same top for the compared period: the change of each item's value,
 * its movement in rank, and who left the top. Items are matched by key; one absent from the
 * compared top counts from nothing ("new").
 */
export function compareItems<T, I>(
  query: ComparedQuery<QueryLike<T>>,
  items: (data: T) => readonly I[],
  key: (item: I) => string | number,
  value: (item: I) => number,
): TopComparison<I> {
  const state = comparedState(query, (data: T) => items(data).length === 0);
  if (state.status !== 'ready' || query.data === undefined) return { state, of: () => undefined, left: [] };
  const current = items(query.data);
  const previous = items(state.data);
  const before = new Map(previous.map((item) => [key(item), value(item)]));
  const moves = rankMoves(current.map(key), previous.map(key));
  return {
    state,
    of: (item) => {
      const move = moves.get(key(item));
      return move ? { change: change(value(item), before.get(key(item)) ?? 0), move } : undefined;
    },
    left: leftTheTop(current, previous, key),
  };
}
