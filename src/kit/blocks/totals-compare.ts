import { change, shareOf, type Change } from '@lib/compare/change';

/** A row of totals set beside the compared period: its count's change and its share's (in shares, 0 to 1). */
export interface ComparedTotalsRow {
  count: Change;
  share: Change;
}

export interface ComparedTotals<K> {
  /** By item id; an item missing here has no known earlier figures (it was below a full earlier list). */
  rows: Map<K, ComparedTotalsRow>;
  total: Change;
}

/**
 * Each item's count and share of all mentions against the compared period, matched by id, and the
 * overall total's change. An item absent from the earlier answer had none, unless that answer
 * was cut at `limit` items, where its earlier figures are unknown and it gets no change.
 */
export function compareTotals<K>(
  items: readonly { id: K; total: number }[],
  total: number,
  previous: { items: readonly { id: K; total: number }[]; total: number },
  { limit }: { limit?: number } = {},
): ComparedTotals<K> {
  const before = new Map(previous.items.map((item) => [item.id, item.total]));
  const cut = limit !== undefined && previous.items.length >= limit;
  const rows = new Map<K, ComparedTotalsRow>();
  for (const item of items) {
    const was = before.get(item.id) ?? (cut ? undefined : 0);
    if (was === undefined) continue;
    rows.set(item.id, {
      count: change(item.total, was),
      share: change(shareOf(item.total, total), shareOf(was, previous.total)),
    });
  }
  return { rows, total: change(total, previous.total) };
}
