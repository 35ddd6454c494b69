// The video filters as SQL. Every video figure is a sum over one fact family (object or person
// appearances, airtime by content category: server/data/video.ts) narrowed the same way — the
// period, the channels, the channel types and content types (video is watched on TV, so a filter
// with TV keeps every fact and one without it none), the call's own items and the key entities
// (markers) — and read from the cheapest table that answers: the facts when channels are chosen,
// otherwise the day rollup of all channels (per item) or the month vectors (per channel).
//
// Markers narrow to what carries the key entity: the objects that stand for it (Аэрофлот's logo
// for marker 206), the persons of the info section's stories about it, and the airings matched
// to content items about it (a commercial, a special report).
import type { Database } from 'better-sqlite3';
import { clockOf, dateOf, timeOf } from '../data/calendar.js';
import type { Family } from '../data/video.js';
import { WATCHED_TYPE } from '../data/video-catalog.js';
import { monthOf, unpackMonth } from '../data/video-months.js';
import { marks, scopeOf, type Filter } from './scope.js';
import type { Schemas } from './types.js';

export interface VideoScope {
  start: number;
  end: number;
  channels?: readonly number[];
  types?: readonly string[];
  markers?: readonly number[];
}

/** The period (this week by default, at most 366 days), channels, types and markers of a request. */
export function videoScopeOf(filter: Filter & { markers?: readonly number[] }, now: Date): VideoScope {
  const scope = scopeOf({ ...filter, markers: undefined }, now);
  return {
    start: scope.start,
    end: scope.end,
    channels: scope.channels,
    types: scope.types,
    markers: filter.markers && filter.markers.length > 0 ? filter.markers : undefined,
  };
}

/** A condition on `m.item_id`. */
export interface Condition {
  sql: string;
  params: unknown[];
}

export const only = (ids: readonly number[] | undefined): Condition[] =>
  ids && ids.length > 0 ? [{ sql: `m.item_id IN (${marks(ids)})`, params: [...ids] }] : [];

/** The objects or persons that carry the scope's markers. */
export function markerItems(kind: 'object' | 'person', scope: VideoScope): Condition[] {
  if (!scope.markers) return [];
  const sql =
    kind === 'object'
      ? `m.item_id IN (SELECT id FROM video_object WHERE marker_id IN (${marks(scope.markers)}))`
      : `m.item_id IN (SELECT sp.person_id FROM story_person sp JOIN story_marker sm ON sm.story_id = sp.story_id WHERE sm.marker_id IN (${marks(scope.markers)}))`;
  return [{ sql, params: [...scope.markers] }];
}

export interface Source {
  /** FROM clause: the table as `m` with `day`, `item_id` or `channel_id`, `n` and `seconds`. */
  from: string;
  /** Parameters of `from` (they come before `params`). */
  fromParams: unknown[];
  where: string;
  params: unknown[];
}

/**
 * Where the scope's rows of a family are read: `by: 'item'` gives `m.item_id`, `by: 'channel'`
 * gives `m.channel_id` (for a split by channel of all channels, `channelSums` reads the month
 * vectors instead). With markers, airtime is read from the airings matched to the content items
 * about them, each counted under its item's category.
 */
export function sourceOf(family: Family, scope: VideoScope, by: 'item' | 'channel', conditions: Condition[]): Source {
  const where = ['m.day BETWEEN ? AND ?'];
  const params: unknown[] = [scope.start, scope.end];
  let from = by === 'item' && !scope.channels ? `video_${family}_type m` : `video_${family}_fact m`;
  let fromParams: unknown[] = [];
  if (family === 'airtime' && scope.markers) {
    from = `(SELECT f.day, f.channel_id, c.category_id AS item_id, f.n, f.seconds FROM video_match_fact f JOIN video_content c ON c.id = f.item_id
      WHERE f.day BETWEEN ? AND ? AND c.marker_id IN (${marks(scope.markers)})) m`;
    fromParams = [scope.start, scope.end, ...scope.markers];
  }
  if (scope.channels) {
    where.push(`m.channel_id IN (${marks(scope.channels)})`);
    params.push(...scope.channels);
  }
  // Every video fact is on a watched (TV) channel: a type filter keeps them all or none.
  if (scope.types && !scope.types.includes(WATCHED_TYPE)) where.push('0');
  for (const condition of conditions) {
    where.push(condition.sql);
    params.push(...condition.params);
  }
  return { from, fromParams, where: where.join(' AND '), params };
}

/** Sums of one key (item or channel) on one day: `[key, day, n, seconds]`. */
export type Sums = [key: number, day: number, n: number, seconds: number];

/** Sums of a family by item (or channel) and day, as plain rows in the tables' own (day-first) order. */
export function sumsBy(
  db: Database,
  family: Family,
  scope: VideoScope,
  by: 'item' | 'channel',
  conditions: Condition[],
): Sums[] {
  const src = sourceOf(family, scope, by, conditions);
  const key = by === 'item' ? 'm.item_id' : 'm.channel_id';
  return db
    .prepare(
      `SELECT ${key}, m.day, sum(m.n), sum(m.seconds) FROM ${src.from} WHERE ${src.where} GROUP BY m.day, ${key}`,
    )
    .raw()
    .all(...src.fromParams, ...src.params) as Sums[];
}

/** Sums by channel and day into `tally`: from the facts for some channels, from the month vectors for all of them. */
export function channelSums(
  db: Database,
  family: Family,
  scope: VideoScope,
  conditions: Condition[],
  tally: Tally,
): void {
  if (scope.channels || (family === 'airtime' && scope.markers)) {
    for (const [key, day, n, seconds] of sumsBy(db, family, scope, 'channel', conditions))
      tally.add(key, day, n, seconds);
    return;
  }
  const where = ['m.month BETWEEN ? AND ?'];
  const params: unknown[] = [monthOf(scope.start), scope.end];
  if (scope.types && !scope.types.includes(WATCHED_TYPE)) where.push('0');
  // Without a restriction, the vectors of all the channel's items (item 0).
  if (conditions.length === 0) where.push('m.item_id = 0');
  for (const condition of conditions) {
    where.push(condition.sql);
    params.push(...condition.params);
  }
  const rows = db
    .prepare(`SELECT m.channel_id, m.month, m.n, m.seconds FROM video_${family}_month m WHERE ${where.join(' AND ')}`)
    .raw()
    .all(...params) as [number, number, Buffer, Buffer][];
  for (const [channel, month, n, seconds] of rows)
    unpackMonth(month, n, seconds, scope.start, scope.end, (day, count, time) => tally.add(channel, day, count, time));
}

export interface Grouped {
  key: number;
  n: number;
  seconds: number;
  dynamics: Schemas['DynamicsPoint'][];
}

/**
 * Per-day sums as the statistics answer them: one entry per key with at least one appearance,
 * by count descending, each with one point per date; the total, airtime and dynamics are their
 * sums, so they agree. A scope with nothing in it has no dynamics at all (as the contract's
 * empty answer).
 */
export class Tally {
  private readonly dates: string[];
  private readonly all: Float64Array;
  private readonly byKey = new Map<number, { n: number; seconds: number; days: Float64Array }>();
  private total = 0;
  private seconds = 0;

  constructor(private readonly scope: VideoScope) {
    this.dates = Array.from({ length: scope.end - scope.start + 1 }, (_, index) => dateOf(scope.start + index));
    this.all = new Float64Array(this.dates.length);
  }

  add(key: number, day: number, n: number, seconds: number): void {
    let entry = this.byKey.get(key);
    if (!entry) this.byKey.set(key, (entry = { n: 0, seconds: 0, days: new Float64Array(this.dates.length) }));
    entry.n += n;
    entry.seconds += seconds;
    entry.days[day - this.scope.start]! += n;
    this.all[day - this.scope.start]! += n;
    this.total += n;
    this.seconds += seconds;
  }

  result(): { total: number; seconds: number; dynamics: Schemas['DynamicsPoint'][]; items: Grouped[] } {
    const points = (counts: Float64Array) => this.dates.map((date, index) => ({ date, count: counts[index]! }));
    const items = [...this.byKey]
      .filter(([, entry]) => entry.n > 0)
      .sort((a, b) => b[1].n - a[1].n || a[0] - b[0])
      .map(([key, entry]) => ({ key, n: entry.n, seconds: entry.seconds, dynamics: points(entry.days) }));
    return { total: this.total, seconds: this.seconds, dynamics: this.total > 0 ? points(this.all) : [], items };
  }
}

export function grouped(scope: VideoScope, rows: readonly Sums[]) {
  const tally = new Tally(scope);
  for (const [key, day, n, seconds] of rows) tally.add(key, day, n, seconds);
  return tally.result();
}

export const VIDEO_MEDIA = 'https://media.mediamonitor.local/video';

/** A moment (epoch milliseconds) as the contract's date-time, on the monitoring's clock. */
export function stamp(ms: number): string {
  const { day, minute } = clockOf(new Date(ms));
  return timeOf(day, minute, Math.floor(ms / 1000) % 60);
}
