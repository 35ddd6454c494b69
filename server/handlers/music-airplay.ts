// Single plays: the airplay report (every play of the catalogue's tracks within the filters, paged,
// sorted, or as a file) and a channel's playlist. Plays are not stored one by one: a page is found
// from the rollups and only the channel-days it falls on are turned back into plays
// (`music-air.ts`), so a page costs the same whatever the period.
//
// The order: the sort key (time, channel name, artist, title or time on air), then the newest
// first, then channel and track id. Pages are walked in groups (one per channel, artist, title or
// duration; the whole period when sorting by time), each group day by day, skipping whole groups
// and days by their counts until the page starts.
import type { Database } from 'better-sqlite3';
import { dateOf, timeOf } from '../data/calendar.js';
import { Air, type DayLayout } from '../data/music-air.js';
import { FileAnswer, notFound } from '../lib/answers.js';
import { attachmentName, MEDIA_TYPES, renderReport, type FileFormat } from '../files/render.js';
import {
  playsByChannel,
  playsByDay,
  playsByTrack,
  trackInfo,
  tracksOfArtists,
  withTracks,
  type MusicScope,
} from './music-scope.js';
import { marks, scopeOf } from './scope.js';
import type { Handlers, Lang, Schemas } from './types.js';

export type AirSort = 'played_at' | 'channel' | 'artist' | 'title' | 'duration_seconds';

export interface Play {
  day: number;
  second: number;
  channel: number;
  track: number;
}

interface Group {
  count: number;
  scope: MusicScope;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The groups of plays in the order of the sort, each with its count. */
function groupsOf(db: Database, scope: MusicScope, sort: AirSort, desc: boolean): Group[] {
  const sign = desc ? -1 : 1;
  if (sort === 'played_at') {
    const total = [...playsByDay(db, scope).values()].reduce((sum, plays) => sum + plays, 0);
    return total > 0 ? [{ count: total, scope }] : [];
  }
  if (sort === 'channel') {
    const counts = playsByChannel(db, scope);
    if (counts.size === 0) return [];
    const ids = [...counts.keys()];
    const names = new Map(
      (
        db.prepare(`SELECT id, name FROM channel WHERE id IN (${marks(ids)})`).all(...ids) as {
          id: number;
          name: string;
        }[]
      ).map((row) => [row.id, row.name]),
    );
    ids.sort((a, b) => sign * compareText(names.get(a)!, names.get(b)!) || a - b);
    return ids.map((id) => ({ count: counts.get(id)!, scope: { ...scope, channels: [id] } }));
  }
  const tracks = trackInfo(db);
  const keyOf = (id: number): string | number =>
    sort === 'artist' ? tracks.get(id)!.artist : sort === 'title' ? tracks.get(id)!.title : tracks.get(id)!.duration;
  const groups = new Map<string | number, { count: number; tracks: number[] }>();
  for (const [id, count] of playsByTrack(db, scope)) {
    const key = keyOf(id);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { count: 0, tracks: [] }));
    group.count += count;
    group.tracks.push(id);
  }
  const keys = [...groups.keys()].sort(
    (a, b) => sign * (typeof a === 'number' ? a - (b as number) : compareText(a, b as string)),
  );
  return keys.map((key) => ({
    count: groups.get(key)!.count,
    scope: withTracks(
      scope,
      groups.get(key)!.tracks.sort((a, b) => a - b),
    ),
  }));
}

/** The plays of the scope on one day, in no particular order. */
function playsOn(db: Database, scope: MusicScope, day: number): Play[] {
  const conditions = ['m.day = ?'];
  const params: unknown[] = [day];
  if (scope.channels) {
    conditions.push(`m.channel_id IN (${marks(scope.channels)})`);
    params.push(...scope.channels);
  } else if (!scope.tracks) {
    // Every channel of the day, so that the channel-first key serves.
    conditions.push('m.channel_id IN (SELECT channel_id FROM music_channel_day WHERE day = ?)');
    params.push(day);
  }
  if (scope.tracks) {
    conditions.push(`m.track_id IN (${marks(scope.tracks)})`);
    params.push(...scope.tracks);
  }
  const rows = db
    .prepare(`SELECT m.channel_id, m.track_id, m.first, m.slots FROM music_play m WHERE ${conditions.join(' AND ')}`)
    .all(...params) as { channel_id: number; track_id: number; first: number; slots: number }[];
  if (rows.length === 0) return [];
  const channels = [...new Set(rows.map((row) => row.channel_id))];
  const layouts = new Map(
    (
      db
        .prepare(
          `SELECT channel_id, slots, hours, step, shift, last_minute FROM music_channel_day WHERE day = ? AND channel_id IN (${marks(channels)})`,
        )
        .all(day, ...channels) as (DayLayout & { channel_id: number })[]
    ).map((row) => [row.channel_id, new Air(row)]),
  );
  const plays: Play[] = [];
  for (const row of rows) {
    for (const second of layouts.get(row.channel_id)!.secondsOf(row.first, row.slots))
      plays.push({ day, second, channel: row.channel_id, track: row.track_id });
  }
  return plays;
}

/** A page of the scope's plays in the order asked for, and how many plays there are in all. */
export function airplay(
  db: Database,
  scope: MusicScope,
  sort: AirSort,
  desc: boolean,
  offset: number,
  limit: number,
): { total: number; plays: Play[] } {
  if (scope.none) return { total: 0, plays: [] };
  const groups = groupsOf(db, scope, sort, desc);
  const byTime = sort === 'played_at' && !desc ? 1 : -1;
  const within = (a: Play, b: Play) => byTime * (a.second - b.second) || a.channel - b.channel || a.track - b.track;
  const plays: Play[] = [];
  let skip = offset;
  for (const group of groups) {
    if (plays.length >= limit) break;
    if (skip >= group.count) {
      skip -= group.count;
      continue;
    }
    const days = [...playsByDay(db, group.scope)].sort((a, b) => byTime * (a[0] - b[0]));
    for (const [day, count] of days) {
      if (plays.length >= limit) break;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const page = playsOn(db, group.scope, day)
        .sort(within)
        .slice(skip, skip + limit - plays.length);
      plays.push(...page);
      skip = 0;
    }
  }
  return { total: groups.reduce((sum, group) => sum + group.count, 0), plays };
}

const playedAt = (play: Play) => timeOf(play.day, Math.floor(play.second / 60), play.second % 60);

function channelsOf(db: Database, plays: readonly Play[]): Map<number, Schemas['ChannelRef']> {
  const ids = [...new Set(plays.map((play) => play.channel))];
  if (ids.length === 0) return new Map();
  return new Map(
    (
      db
        .prepare(`SELECT id, name, type FROM channel WHERE id IN (${marks(ids)})`)
        .all(...ids) as Schemas['ChannelRef'][]
    ).map((row) => [row.id, row]),
  );
}

/** The airplay report's filters as a scope: the period, channels, artists and tracks. */
function reportScope(
  db: Database,
  body: Pick<Schemas['MusicReportRequest'], 'period' | 'channels' | 'artists' | 'tracks'>,
  now: Date,
): MusicScope {
  const base = scopeOf({ period: body.period, channels: body.channels }, now);
  let scope: MusicScope = { start: base.start, end: base.end, channels: base.channels, none: false };
  if (body.artists && body.artists.length > 0) scope = withTracks(scope, tracksOfArtists(db, body.artists));
  if (body.tracks && body.tracks.length > 0) scope = withTracks(scope, body.tracks);
  return scope;
}

function reportRows(db: Database, plays: readonly Play[]): Schemas['Airplay'][] {
  const tracks = trackInfo(db);
  const channels = channelsOf(db, plays);
  return plays.map((play) => {
    const track = tracks.get(play.track)!;
    return {
      played_at: playedAt(play),
      channel: channels.get(play.channel)!,
      track_id: play.track,
      artist: track.artist,
      title: track.title,
      duration_seconds: track.duration,
    };
  });
}

/** The most plays a downloaded report holds: a longer one is cut, and says so. */
const FILE_ROWS = 2000;

const LABELS: Record<
  Lang,
  {
    title: string;
    played_at: string;
    channel: string;
    artist: string;
    track: string;
    duration: string;
    plays: (n: string) => string;
    cut: (n: string) => string;
  }
> = {
  ru: {
    title: 'Отчёт об эфирах',
    played_at: 'Время эфира',
    channel: 'Канал',
    artist: 'Исполнитель',
    track: 'Трек',
    duration: 'В эфире, с',
    plays: (n) => `эфиров: ${n}`,
    cut: (n) => `в файле первые ${n}`,
  },
  en: {
    title: 'Airplay report',
    played_at: 'Played at',
    channel: 'Channel',
    artist: 'Artist',
    track: 'Track',
    duration: 'On air, s',
    plays: (n) => `${n} plays`,
    cut: (n) => `the file holds the first ${n}`,
  },
  ar: {
    title: 'تقرير البث',
    played_at: 'وقت البث',
    channel: 'القناة',
    artist: 'الفنان',
    track: 'المقطوعة',
    duration: 'مدة البث، ث',
    plays: (n) => `عدد مرات البث: ${n}`,
    cut: (n) => `يضم الملف أول ${n}`,
  },
};

export const musicAirplay: Handlers = {
  musicReport({ db, body, now }) {
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    const result = airplay(
      db,
      reportScope(db, body, now()),
      body.sort_by ?? 'played_at',
      body.sort_order !== 'asc',
      (page - 1) * limit,
      limit,
    );
    return { items: reportRows(db, result.plays), meta: { total: result.total, page, limit } };
  },

  async musicReportDownload({ db, body, now, lang }) {
    const scope = reportScope(db, body, now());
    const result = airplay(db, scope, body.sort_by ?? 'played_at', body.sort_order !== 'asc', 0, FILE_ROWS);
    const labels = LABELS[lang];
    // Thousands grouped by a narrow no-break space, as the tables of the files group them.
    const grouped = (n: number) => n.toLocaleString('en-US').replace(/,/g, '\u202f');
    const subtitle = [
      `${dateOf(scope.start)} — ${dateOf(scope.end)}`,
      labels.plays(grouped(result.total)),
      ...(result.total > FILE_ROWS ? [labels.cut(grouped(FILE_ROWS))] : []),
    ].join(' · ');
    const format = body.file_format as FileFormat;
    const file = await renderReport(format, {
      title: labels.title,
      subtitle,
      direction: lang === 'ar' ? 'rtl' : 'ltr',
      columns: [
        { key: 'played_at', label: labels.played_at },
        { key: 'channel', label: labels.channel },
        { key: 'artist', label: labels.artist },
        { key: 'title', label: labels.track },
        { key: 'duration', label: labels.duration, numeric: true },
      ],
      rows: reportRows(db, result.plays).map((row) => ({
        played_at: row.played_at.slice(0, 19).replace('T', ' '),
        channel: row.channel.name,
        artist: row.artist,
        title: row.title,
        duration: row.duration_seconds,
      })),
    });
    return new FileAnswer(
      file,
      MEDIA_TYPES[format],
      attachmentName(`airplay-${dateOf(scope.start)}-${dateOf(scope.end)}`, format),
    );
  },

  playlistGetData({ db, body, now }) {
    if (!db.prepare('SELECT 1 FROM channel WHERE id = ?').get(body.channel_id)) throw notFound('Channel not found.');
    const base = scopeOf({ period: body.period }, now());
    let scope: MusicScope = { start: base.start, end: base.end, channels: [body.channel_id], none: false };
    if (body.search) {
      // Case-insensitive in every script: compared in JavaScript, over the tracks the channel played.
      const needle = body.search.toLowerCase();
      const tracks = trackInfo(db);
      const played = [...playsByTrack(db, scope).keys()].filter((id) => {
        const track = tracks.get(id)!;
        return track.artist.toLowerCase().includes(needle) || track.title.toLowerCase().includes(needle);
      });
      scope = withTracks(scope, played);
    }
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    const result = airplay(
      db,
      scope,
      body.sort_by ?? 'played_at',
      body.sort_order !== 'asc',
      (page - 1) * limit,
      limit,
    );
    const tracks = trackInfo(db);
    return {
      items: result.plays.map((play) => ({
        played_at: playedAt(play),
        artist: tracks.get(play.track)!.artist,
        title: tracks.get(play.track)!.title,
        duration_seconds: tracks.get(play.track)!.duration,
      })),
      meta: { total: result.total, page, limit },
    };
  },
};
