import { change, leftTheTop, percentFigure, rankMoves, shareOf, type Change, type RankMove } from '@lib/compare/change';

/** An item of a top: its id matches it across periods. */
export interface RankedItem {
  id: number | string;
  name: string;
  count: number;
}

/** A current item of a top set beside the compared period. */
export interface ComparedTopRow<I> {
  item: I;
  /** The value drawn: the count, or its share of the period's total (0 to 1). */
  value: number;
  /** The value in the compared period; undefined when it is not known (the item was below a full earlier top). */
  previous: number | undefined;
  /** undefined when the earlier value is not known. */
  change: Change | undefined;
  rank: RankMove;
}

export interface ComparedTop<I> {
  rows: ComparedTopRow<I>[];
  /** The items of the compared top that are not in the current one, in their old order. */
  left: I[];
}

export interface CompareTopOptions {
  /** Values are shares of the period's total. */
  share?: boolean;
  /** Each period's total, the base of the shares: the sums of the items unless told. */
  totals?: { current: number; previous: number };
  /**
   * The top's size as asked (the filters' limit). An earlier answer that holds that many items
   * was cut there: an item absent from it may have had mentions below the cut, so its earlier
   * value is unknown rather than 0. A shorter earlier answer is the whole list.
   */
  limit?: number;
}

/** The sum of the items' counts. */
export function sumOfCounts(items: readonly { count: number }[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

/** The items from the most counted down, ties in the answer's order: their ranks, 1 first. */
function ranked<I extends RankedItem>(items: readonly I[]): I[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.count - a.item.count || a.index - b.index)
    .map(({ item }) => item);
}

const keyOf = (item: RankedItem) => String(item.id);

/**
 * A top set beside the same top of the compared period, matched by id: each current item's
 * value, its earlier value, the change and its move in rank, and the items that left the top.
 */
export function compareTop<I extends RankedItem>(
  current: readonly I[],
  previous: readonly I[],
  { share = false, totals, limit }: CompareTopOptions = {},
): ComparedTop<I> {
  const totalNow = totals?.current ?? sumOfCounts(current);
  const totalBefore = totals?.previous ?? sumOfCounts(previous);
  const valueOf = (count: number, base: number) => (share ? shareOf(count, base) : count);
  const before = new Map(previous.map((item) => [keyOf(item), item]));
  const cut = limit !== undefined && previous.length >= limit;
  const moves = rankMoves(ranked(current).map(keyOf), ranked(previous).map(keyOf));
  const rows = current.map((item): ComparedTopRow<I> => {
    const value = valueOf(item.count, totalNow);
    const was = before.get(keyOf(item));
    const earlier = was ? valueOf(was.count, totalBefore) : cut ? undefined : 0;
    return {
      item,
      value,
      previous: earlier,
      change: earlier === undefined ? undefined : change(value, earlier),
      rank: moves.get(keyOf(item)) ?? { kind: 'new' },
    };
  });
  return { rows, left: leftTheTop(current, previous, keyOf) };
}

/**
 * A change as the table view and the CSV give it: the difference, and the percentage rounded to one decimal ('' when
 * there is none).
 */
export function changeColumns(
  row: Pick<ComparedTopRow<unknown>, 'previous' | 'change'>,
  share: boolean,
): { previous: number | string; change: number | string; change_pct: number | string } {
  if (row.previous === undefined || !row.change) return { previous: '', change: '', change_pct: '' };
  const scale = share ? 100 : 1;
  const round = (value: number) => Math.round(value * scale * 10) / 10;
  return {
    previous: round(row.previous),
    change: round(row.change.abs),
    change_pct: row.change.pct === undefined ? '' : percentFigure(row.change.pct),
  };
}

/**
 * The period's total read back from items that carry their share of all mentions (a theme's
 * `share`, rounded to four decimals): the count over the share of the most counted item, where
 * the rounding weighs least. Undefined when no item has a share to read.
 */
export function totalFromShares(items: readonly { count: number; share?: number }[]): number | undefined {
  let best: { count: number; share: number } | undefined;
  for (const item of items)
    if (item.share !== undefined && item.share > 0 && (!best || item.count > best.count))
      best = { count: item.count, share: item.share };
  return best ? Math.max(Math.round(best.count / best.share), sumOfCounts(items)) : undefined;
}
