/**
 * How a figure moved between the compared period and the chosen one, and how the items of a top
 * moved in it. Percentages are left out where they would divide by zero: a figure from nothing is
 * "new", not +∞ %.
 */

export type Direction = 'up' | 'down' | 'same';

export interface Change {
  current: number;
  previous: number;
  /** current − previous. */
  abs: number;
  /** abs / previous; undefined when previous is 0. */
  pct: number | undefined;
  direction: Direction;
  /** Something where there was nothing. */
  isNew: boolean;
}

export function change(current: number, previous: number): Change {
  const abs = current - previous;
  return {
    current,
    previous,
    abs,
    pct: previous === 0 ? undefined : abs / previous,
    direction: abs > 0 ? 'up' : abs < 0 ? 'down' : 'same',
    isNew: previous === 0 && current > 0,
  };
}

/** Where an item of a top stands against the compared top. */
export type RankMove = { kind: 'new' } | { kind: 'same' } | { kind: 'up'; by: number } | { kind: 'down'; by: number };

/**
 * Each current item's movement in rank (1 is the top), against its rank in the compared top;
 * an item that was not there is new.
 */
export function rankMoves<K>(current: readonly K[], previous: readonly K[]): Map<K, RankMove> {
  const before = new Map(previous.map((key, index) => [key, index]));
  const moves = new Map<K, RankMove>();
  current.forEach((key, index) => {
    const was = before.get(key);
    if (was === undefined) moves.set(key, { kind: 'new' });
    else if (was === index) moves.set(key, { kind: 'same' });
    else if (was > index) moves.set(key, { kind: 'up', by: was - index });
    else moves.set(key, { kind: 'down', by: index - was });
  });
  return moves;
}

/** The items of the compared top that are not in the current one, in their old order. */
export function leftTheTop<I, K>(current: readonly I[], previous: readonly I[], key: (item: I) => K): I[] {
  const now = new Set(current.map(key));
  return previous.filter((item) => !now.has(key(item)));
}

/** A value's share of a total (0 to 1); 0 when the total is 0. */
export function shareOf(value: number, total: number): number {
  return total > 0 ? value / total : 0;
}

/** A ratio as tables and CSVs write a percentage: one decimal (0.2345 → 23.5). */
export function percentFigure(ratio: number): number {
  return Math.round(ratio * 1000) / 10;
}

/**
 * A change as a table row's figures: the compared value, the difference and the difference in percent ('' from
 * nothing).
 */
export function changeFigures(moved: Change): { previous: number; change: number; change_pct: number | '' } {
  return {
    previous: moved.previous,
    change: Math.round(moved.abs * 10) / 10,
    change_pct: moved.pct === undefined ? '' : percentFigure(moved.pct),
  };
}

/**
 * A rank move as a table's figure: places gained (negative: lost), 0 for the same place, or the word for a new item.
 */
export function rankFigure(move: RankMove, newWord: string): number | string {
  return move.kind === 'new' ? newWord : move.kind === 'same' ? 0 : move.kind === 'up' ? move.by : -move.by;
}
