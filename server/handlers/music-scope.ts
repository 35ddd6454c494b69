// The cabinet's statistics filters as airplay reads them, and the cheapest table for each sum:
// - with channels chosen, or by track and channel: `music_play` (by channel and day) for what is
//   counted by track, its monthly rollup `music_play_month` for the whole months of a longer period, and
//   `music_channel_day` for totals by day;
// - without: `music_channel_day` for totals by day, `music_track_day` (by channel type) for sums by
//   track over a few weeks, and for longer periods `music_track_month` for the whole months with
//   `music_track_day` for the days at either end.
// Only TV and radio carry music: a content or channel type that leaves neither leaves nothing. A
// play carries no key entity of its own; a marker keeps the tracks of the airplay stories tied to
// it. Only parameters reach SQL; lists are expanded into `?` placeholders.
import type { Database } from 'better-sqlite3';
import { dateOf } from '../data/calendar.js';
import { monthEnd, monthOf } from '../data/music.js';
import { MAX_AIR_SECONDS } from '../data/music-air.js';
import { marks, scopeOf, type Filter } from './scope.js';
import type { Schemas } from './types.js';

export interface MusicScope {
  start: number;
  end: number;
  /** Channel ids, or undefined for every channel. */
  channels?: readonly number[];
  /** Channel types (RADIO, TV), or undefined for both. */
  types?: readonly string[];
  /** Track ids, or undefined for every track. */
  tracks?: readonly number[];
  /** Nothing can match. */
  none: boolean;
  /**
   * The latest day with plays, when known: no day after it has any, so a month that the period
   * holds from its first day to past this day is read whole, from its month row.
   */
  latest?: number;
}

export interface Source {
  sql: string;
  params: unknown[];
}

const MUSIC_TYPES = ['RADIO', 'TV'];

export function musicScope(db: Database, filter: Filter, now: Date): MusicScope {
  const base = scopeOf(filter, now);
  let none = false;
  let types = base.types?.filter((type) => MUSIC_TYPES.includes(type));
  if (types && types.length === 0) none = true;
  if (types && types.length === MUSIC_TYPES.length) types = undefined;
  let channels = base.channels;
  if (channels && types) {
    channels = db
      .prepare(`SELECT id FROM channel WHERE id IN (${marks(channels)}) AND type IN (${marks(types)}) ORDER BY id`)
      .pluck()
      .all(...channels, ...types) as number[];
    if (channels.length === 0) none = true;
  }
  let tracks: number[] | undefined;
  if (filter.markers && filter.markers.length > 0) {
    tracks = db
      .prepare(
        `SELECT DISTINCT st.track_id FROM music_story_marker sm JOIN music_story_track st ON st.story_id = sm.story_id WHERE sm.marker_id IN (${marks(filter.markers)}) ORDER BY 1`,
      )
      .pluck()
      .all(...filter.markers) as number[];
    if (tracks.length === 0) none = true;
  }
  // One step down the key: the latest day generated (today, as far as the data reaches).
  const latest = (db.prepare('SELECT max(day) FROM music_channel_day').pluck().get() as number | null) ?? undefined;
  return { start: base.start, end: base.end, channels, types, tracks, none, latest };
}

/** Keeps only `tracks` (intersected with the scope's own). */
export function withTracks(scope: MusicScope, tracks: readonly number[]): MusicScope {
  const kept = scope.tracks ? tracks.filter((id) => scope.tracks!.includes(id)) : [...tracks];
  return { ...scope, tracks: kept, none: scope.none || kept.length === 0 };
}

function conditions(scope: MusicScope, alias: string, typed: 'type' | 'channel'): Source {
  const sql: string[] = [`${alias}.day BETWEEN ? AND ?`];
  const params: unknown[] = [scope.start, scope.end];
  if (scope.channels) {
    sql.push(`${alias}.channel_id IN (${marks(scope.channels)})`);
    params.push(...scope.channels);
  }
  if (scope.types) {
    sql.push(
      typed === 'type'
        ? `${alias}.type IN (${marks(scope.types)})`
        : `${alias}.channel_id IN (SELECT id FROM channel WHERE type IN (${marks(scope.types)}))`,
    );
    params.push(...scope.types);
  }
  if (scope.tracks) {
    sql.push(`${alias}.track_id IN (${marks(scope.tracks)})`);
    params.push(...scope.tracks);
  }
  return { sql: sql.join(' AND '), params };
}

/** Plays per day of the scope. */
export function playsByDay(db: Database, scope: MusicScope): Map<number, number> {
  if (scope.none) return new Map();
  let source: Source;
  if (!scope.tracks) {
    const where = conditions(scope, 'm', 'channel');
    source = {
      sql: `SELECT m.day AS key, sum(m.plays) AS plays FROM music_channel_day m WHERE ${where.sql} GROUP BY m.day`,
      params: where.params,
    };
  } else if (scope.channels) {
    const where = conditions(scope, 'm', 'channel');
    source = {
      sql: `SELECT m.day AS key, sum(m.plays) AS plays FROM music_play m WHERE ${where.sql} GROUP BY m.day`,
      params: where.params,
    };
  } else {
    const where = conditions(scope, 'm', 'type');
    source = {
      sql: `SELECT m.day AS key, sum(m.plays) AS plays FROM music_track_day m WHERE ${where.sql} GROUP BY m.day`,
      params: where.params,
    };
  }
  return keyed(db, source);
}

/**
 * The scope's plays as rows of `(track_id, plays)` to be summed by track (or by what a track
 * belongs to), with `channel_id` too when `byChannel`: a union over the whole months of a long
 * period and the days around them.
 */
function trackRows(scope: MusicScope, byChannel = false): Source {
  // With channels chosen, or by channel, the plays by channel: by day, and by month for the whole
  // months; otherwise the plays by channel type.
  const perChannel = byChannel || scope.channels !== undefined;
  const typed = perChannel ? 'channel' : 'type';
  const [dayTable, monthTable] = perChannel
    ? ['music_play', 'music_play_month']
    : ['music_track_day', 'music_track_month'];
  const columns = byChannel ? 'm.track_id, m.channel_id, m.plays' : 'm.track_id, m.plays';
  const parts: Source[] = [];
  const days = (start: number, end: number) => {
    const where = conditions({ ...scope, start, end }, 'm', typed);
    parts.push({ sql: `SELECT ${columns} FROM ${dayTable} m WHERE ${where.sql}`, params: where.params });
  };
  // The whole months inside the period, if it holds any worth reading by month. The month of the
  // end counts as whole when no day after the end has plays (a period up to today): its month row
  // holds what its days so far hold, in a fraction of the rows.
  const firstMonth = monthOf(scope.start) === scope.start ? scope.start : monthEnd(scope.start) + 1;
  const endsWhole = monthEnd(scope.end) === scope.end || (scope.latest !== undefined && scope.end >= scope.latest);
  const lastDay = endsWhole ? monthEnd(scope.end) : monthOf(scope.end) - 1;
  if (lastDay - firstMonth < 27 || scope.end - scope.start < 45) {
    days(scope.start, scope.end);
  } else {
    if (scope.start < firstMonth) days(scope.start, firstMonth - 1);
    const where = conditions({ ...scope, start: firstMonth, end: monthOf(lastDay) }, 'm', typed);
    parts.push({
      sql: `SELECT ${columns} FROM ${monthTable} m WHERE ${where.sql.replace('m.day BETWEEN', 'm.month BETWEEN')}`,
      params: where.params,
    });
    if (lastDay < scope.end) days(lastDay + 1, scope.end);
  }
  return { sql: parts.map((part) => part.sql).join(' UNION ALL '), params: parts.flatMap((part) => part.params) };
}

/** Plays per track of the scope. */
export function playsByTrack(db: Database, scope: MusicScope): Map<number, number> {
  if (scope.none) return new Map();
  const rows = trackRows(scope);
  return keyed(db, {
    sql: `SELECT x.track_id AS key, sum(x.plays) AS plays FROM (${rows.sql}) x GROUP BY x.track_id`,
    params: rows.params,
  });
}

/**
 * The `limit` most played tracks of the scope as `[track, plays]`, in the order of `ranked`
 * (most plays first, ties by track): the sums are ranked where they are made, so only the
 * leaders leave SQLite.
 */
export function topTracks(db: Database, scope: MusicScope, limit: number): [number, number][] {
  if (scope.none) return [];
  const rows = trackRows(scope);
  return db
    .prepare(
      `SELECT x.track_id AS key, sum(x.plays) AS plays FROM (${rows.sql}) x GROUP BY x.track_id ORDER BY plays DESC, key LIMIT ?`,
    )
    .raw()
    .all(...rows.params, limit) as [number, number][];
}

/** Plays per channel of some tracks, most played first: the channels of each track. */
export function channelsOfTracks(
  db: Database,
  scope: MusicScope,
  tracks: readonly number[],
): Map<number, { channel_id: number; plays: number }[]> {
  const result = new Map<number, { channel_id: number; plays: number }[]>();
  if (scope.none || tracks.length === 0) return result;
  // The whole months of a long period from the plays by channel and month.
  const source = trackRows(withTracks(scope, tracks), true);
  const rows = db
    .prepare(
      `SELECT x.track_id AS track, x.channel_id, sum(x.plays) AS plays FROM (${source.sql}) x GROUP BY x.track_id, x.channel_id ORDER BY x.track_id, plays DESC, x.channel_id`,
    )
    .all(...source.params) as { track: number; channel_id: number; plays: number }[];
  for (const row of rows) {
    let list = result.get(row.track);
    if (!list) result.set(row.track, (list = []));
    list.push({ channel_id: row.channel_id, plays: row.plays });
  }
  return result;
}

/** Plays per channel of the scope. */
export function playsByChannel(db: Database, scope: MusicScope): Map<number, number> {
  if (scope.none) return new Map();
  const where = conditions(scope, 'm', 'channel');
  const table = scope.tracks ? 'music_play' : 'music_channel_day';
  return keyed(db, {
    sql: `SELECT m.channel_id AS key, sum(m.plays) AS plays FROM ${table} m WHERE ${where.sql} GROUP BY m.channel_id`,
    params: where.params,
  });
}

function keyed(db: Database, source: Source): Map<number, number> {
  const rows = db.prepare(source.sql).all(...source.params) as { key: number; plays: number }[];
  return new Map(rows.map((row) => [row.key, row.plays]));
}

/** One point per day of the scope, days without plays as zeros. */
export function dynamicsOf(scope: MusicScope, byDay: Map<number, number>): Schemas['DynamicsPoint'][] {
  const points: Schemas['DynamicsPoint'][] = [];
  for (let day = scope.start; day <= scope.end; day++) points.push({ date: dateOf(day), count: byDay.get(day) ?? 0 });
  return points;
}

/** Entries of a map, most played first, ties by key. */
export const ranked = (map: Map<number, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0] - b[0]);

/** Tracks whose artist is one of `names` (exact names). */
export function tracksOfArtists(db: Database, names: readonly string[]): number[] {
  return db
    .prepare(
      `SELECT t.id FROM music_track t JOIN music_artist a ON a.id = t.artist_id WHERE a.name IN (${marks(names)}) ORDER BY t.id`,
    )
    .pluck()
    .all(...names) as number[];
}

export interface TrackInfo {
  artist: string;
  title: string;
  isrc: string;
  theme: number;
  /** How long it stays on air, seconds. */
  duration: number;
}
const catalogs = new WeakMap<Database, { version: number; tracks: Map<number, TrackInfo> }>();

/** What the answers say of every track, kept while no track is added (the sums by artist and genre are made from it). */
export function trackInfo(db: Database): Map<number, TrackInfo> {
  const version = (db.prepare('SELECT max(id) FROM music_track').pluck().get() as number | null) ?? 0;
  const cached = catalogs.get(db);
  if (cached?.version === version) return cached.tracks;
  const rows = db
    .prepare(
      'SELECT t.id, a.name AS artist, t.title, t.isrc, t.theme_id AS theme, t.duration FROM music_track t JOIN music_artist a ON a.id = t.artist_id',
    )
    .all() as (TrackInfo & { id: number })[];
  const tracks = new Map(
    rows.map(({ id, ...track }) => [id, { ...track, duration: Math.min(track.duration, MAX_AIR_SECONDS) }]),
  );
  catalogs.set(db, { version, tracks });
  return tracks;
}
