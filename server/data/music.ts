// The music section's data: the catalogue of recognised tracks (every one an upload), airplay
// stories, and the plays of the tracks on the radio and TV channels, day by day.
//
// A year of airplay at full scale is some three and a half million plays; they are not kept one by
// one. What is stored:
// - `music_play` (~1.7 M rows): one row per channel, day and track with its plays that day, and
//   where the track's plays lie in the day's sequence (`first`, `slots`): `music-air.ts` turns such
//   a row back into the times of its plays, so the playlist and the airplay report list single
//   plays that always add up to these rows. `music_channel_day` holds each channel-day's layout
//   (plays per hour, the permutation, the last minute the data reaches) and its total.
// - `music_track_day` (a track's plays a day by channel type, without the channel: a third of the
//   rows) and `music_track_month` (the same a month) answer the calls without a channel filter; a
//   year is read as eleven months and two edges of days. With channels chosen, `music_play_month`
//   (a track's plays on a channel a month: a tenth of the rows of `music_play`) holds the months.
//
// Which channels carry music (`music_channel`): radio stations of a music format (hits, Russian,
// rock, dance, retro or Arabic: one radio station in twelve), news and talk stations a song in a
// few hours, music TV all day, general TV a song now and then in the evening shows. The size of the
// build sets these shares: each music station adds some 36,000 rows a year. A channel-day draws its
// plays from the tracks in its languages and genres (`music-rotation.ts`): most from the current
// releases (a release rises for three weeks, holds, then fades over months), the rest from the
// gold, each track as popular as its Zipf rank says, and no song much more than seven times a day.
// Today is drawn whole and counted up to `lastMinute`.
//
// A track uploaded while the server runs joins the rotation the day after its processing is done,
// as a new release: the days generated from then on (as the clock reaches them) hold its plays; the
// days already generated do not change.
import type { Database } from 'better-sqlite3';
import { dateOf } from './calendar.js';
import { addCatalog, addUploads } from './music-catalog.js';
import { Air, FORMATS, hoursOf, hoursText, permutationOf } from './music-air.js';
import { cellsOf, channelTable, poolOf, type Draw } from './music-rotation.js';
import { addExampleStories, addStories } from './music-stories.js';
import type { Lang } from './names.js';
import type { Domain, Plan } from './plan.js';
import { random, type Random } from './random.js';

const SCHEMA = `
CREATE TABLE music_theme (id INTEGER PRIMARY KEY, name_ru TEXT NOT NULL, name_en TEXT NOT NULL, name_ar TEXT NOT NULL);
CREATE TABLE music_artist (id INTEGER PRIMARY KEY, name TEXT NOT NULL, lang TEXT NOT NULL, theme_id INTEGER NOT NULL);
CREATE INDEX music_artist_by_name ON music_artist (name);

-- A recognised track; its id is the id of the upload that brought it.
CREATE TABLE music_track (
  id INTEGER PRIMARY KEY,
  artist_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  album TEXT,
  isrc TEXT NOT NULL UNIQUE,
  theme_id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  -- seconds: how long it stays on air
  duration INTEGER NOT NULL,
  -- the first day it can be played
  released INTEGER NOT NULL,
  -- popularity at its peak (Zipf by rank)
  weight REAL NOT NULL
);
CREATE INDEX music_track_by_artist ON music_track (artist_id, id);
CREATE INDEX music_track_by_release ON music_track (released, id);

-- Every upload, with the moments it moves on: queued, processing from uploaded_ms + 2 s, then done
-- (or failed with its error) at ready_ms. Duration is known once the file is decoded.
CREATE TABLE music_upload (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  artist TEXT,
  title TEXT,
  album TEXT,
  isrc TEXT,
  duration INTEGER,
  size_bytes INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_ms INTEGER NOT NULL,
  ready_ms INTEGER NOT NULL,
  error TEXT,
  -- the stored file, for uploads made through the API
  path TEXT,
  -- lower-cased file name, artist and title, for a case-insensitive search in any script
  search TEXT NOT NULL
);
CREATE INDEX music_upload_by_account ON music_upload (account_id, uploaded_ms);

CREATE TABLE music_story (id INTEGER PRIMARY KEY, theme_id INTEGER NOT NULL, title TEXT NOT NULL, kind TEXT NOT NULL, born INTEGER NOT NULL, ends INTEGER NOT NULL);
CREATE INDEX music_story_by_life ON music_story (born, ends);
CREATE TABLE music_story_track (story_id INTEGER NOT NULL, track_id INTEGER NOT NULL, PRIMARY KEY (story_id, track_id)) WITHOUT ROWID;
CREATE TABLE music_story_marker (marker_id INTEGER NOT NULL, story_id INTEGER NOT NULL, PRIMARY KEY (marker_id, story_id)) WITHOUT ROWID;

CREATE TABLE music_channel (channel_id INTEGER PRIMARY KEY, format TEXT NOT NULL);

CREATE TABLE music_channel_day (
  day INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  plays INTEGER NOT NULL,
  slots INTEGER NOT NULL,
  hours TEXT NOT NULL,
  step INTEGER NOT NULL,
  shift INTEGER NOT NULL,
  last_minute INTEGER NOT NULL,
  PRIMARY KEY (day, channel_id)
) WITHOUT ROWID;

CREATE TABLE music_play (
  channel_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  track_id INTEGER NOT NULL,
  plays INTEGER NOT NULL,
  first INTEGER NOT NULL,
  slots INTEGER NOT NULL,
  PRIMARY KEY (channel_id, day, track_id)
) WITHOUT ROWID;

CREATE TABLE music_track_day (day INTEGER NOT NULL, type TEXT NOT NULL, track_id INTEGER NOT NULL, plays INTEGER NOT NULL, PRIMARY KEY (day, type, track_id)) WITHOUT ROWID;
CREATE TABLE music_track_month (month INTEGER NOT NULL, type TEXT NOT NULL, track_id INTEGER NOT NULL, plays INTEGER NOT NULL, PRIMARY KEY (month, type, track_id)) WITHOUT ROWID;
CREATE TABLE music_play_month (channel_id INTEGER NOT NULL, month INTEGER NOT NULL, track_id INTEGER NOT NULL, plays INTEGER NOT NULL, PRIMARY KEY (channel_id, month, track_id)) WITHOUT ROWID;
`;

const INDEXES = `
CREATE INDEX IF NOT EXISTS music_play_by_track ON music_play (track_id, day, channel_id, plays);
CREATE INDEX IF NOT EXISTS music_track_day_by_track ON music_track_day (track_id, day, type, plays);
CREATE INDEX IF NOT EXISTS music_track_month_by_track ON music_track_month (track_id, month, type, plays);
CREATE INDEX IF NOT EXISTS music_play_month_by_track ON music_play_month (track_id, month, channel_id, plays);
`;

/** Rows inserted many to a statement: the build inserts millions of them. */
function batchInsert(db: Database, table: string, columns: string[], size = 16) {
  const row = `(${columns.map(() => '?').join(', ')})`;
  const many = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: size }, () => row).join(', ')}`,
  );
  const one = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${row}`);
  const values: (number | string)[] = [];
  return {
    push(...row: (number | string)[]) {
      values.push(...row);
      if (values.length === size * columns.length) {
        many.run(values);
        values.length = 0;
      }
    },
    flush() {
      for (let i = 0; i < values.length; i += columns.length) one.run(values.slice(i, i + columns.length));
      values.length = 0;
    },
  };
}

/**
 * How often a station plays one song in a day, at most as a rule: its rotation's heaviest, five to
 * nine plays by station. Past two below it, each further play of the song is less likely (half as
 * likely each time, so a hit now and then goes one or two past), rather than stopping at one number.
 */
function rotationCap(seed: string, channel: number): number {
  return 5 + Math.floor(random(seed, `rotation:${channel}`).next() * 5);
}
const takesAnother = (count: number, cap: number, r: Random) =>
  count < cap - 2 || r.next() < Math.pow(0.5, count - cap + 3);

interface MusicChannel {
  id: number;
  type: string;
  lang: Lang;
  format: string;
}

/** The plays of one day on every music channel, up to `lastMinute`. */
function generateDay(db: Database, plan: Plan, day: number, lastMinute: number): void {
  const channels = db
    .prepare(
      'SELECT c.id, c.type, c.lang, m.format FROM music_channel m JOIN channel c ON c.id = m.channel_id ORDER BY c.id',
    )
    .all() as MusicChannel[];
  const pool = poolOf(db);
  const cells = cellsOf(pool, day);
  const counts = new Int32Array(pool.ids.length);
  const tables = new Map<string, Draw<Draw<number>>>();
  const insertPlay = batchInsert(db, 'music_play', ['channel_id', 'day', 'track_id', 'plays', 'first', 'slots']);
  const insertDay = db.prepare(
    'INSERT INTO music_channel_day (day, channel_id, plays, slots, hours, step, shift, last_minute) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const byType = new Map<string, Map<number, number>>();
  for (const channel of channels) {
    const key = `${channel.format}:${channel.lang}`;
    let table = tables.get(key);
    if (!table) tables.set(key, (table = channelTable(cells, channel.format, channel.lang)));
    if (table.total === 0) continue;
    // Every channel-day draws its own numbers: one channel's day changes no other.
    const r = random(plan.seed, `air:${day}:${channel.id}`);
    const hours = hoursOf(FORMATS[channel.format]!, day, r);
    const slots = hours.reduce((sum, count) => sum + count, 0);
    if (slots === 0) continue;
    const { step, shift } = permutationOf(slots, r);
    const drawn: number[] = [];
    const cap = rotationCap(plan.seed, channel.id);
    for (let s = 0; s < slots; s++) {
      // A song near the station's cap mostly gives way to another (rotationCap).
      let position = table.draw(r.next()).draw(r.next());
      for (let retry = 0; !takesAnother(counts[position]!, cap, r) && retry < 32; retry++)
        position = table.draw(r.next()).draw(r.next());
      if (counts[position] === 0) drawn.push(position);
      counts[position]!++;
    }
    const layout = { slots, hours: hoursText(hours), step, shift, last_minute: lastMinute };
    const air = lastMinute < 1439 ? new Air(layout) : undefined;
    let types = byType.get(channel.type);
    if (!types) byType.set(channel.type, (types = new Map()));
    let first = 0;
    let total = 0;
    // In track-id order (the pool's order): the sequence the layout places.
    for (const position of drawn.sort((a, b) => a - b)) {
      const n = counts[position]!;
      counts[position] = 0;
      const track = pool.ids[position]!;
      const plays = air ? air.secondsOf(first, n).length : n;
      if (plays > 0) {
        insertPlay.push(channel.id, day, track, plays, first, n);
        types.set(track, (types.get(track) ?? 0) + plays);
        total += plays;
      }
      first += n;
    }
    insertDay.run(day, channel.id, total, slots, layout.hours, step, shift, lastMinute);
  }
  insertPlay.flush();
  const insertTrackDay = batchInsert(db, 'music_track_day', ['day', 'type', 'track_id', 'plays']);
  for (const type of [...byType.keys()].sort()) {
    const tracks = byType.get(type)!;
    for (const track of [...tracks.keys()].sort((a, b) => a - b))
      insertTrackDay.push(day, type, track, tracks.get(track)!);
  }
  insertTrackDay.flush();
}

function clearDay(db: Database, day: number): void {
  db.prepare(
    'DELETE FROM music_play WHERE channel_id IN (SELECT channel_id FROM music_channel_day WHERE day = ?) AND day = ?',
  ).run(day, day);
  db.prepare('DELETE FROM music_track_day WHERE day = ?').run(day);
  db.prepare('DELETE FROM music_channel_day WHERE day = ?').run(day);
}

/** The first day of the month holding `day`. */
export const monthOf = (day: number) => day - Number(dateOf(day).slice(8, 10)) + 1;
/** The last day of the month holding `day`. */
export const monthEnd = (day: number) => monthOf(monthOf(day) + 31) - 1;

/** Rebuilds the monthly rollup of the months [from, to] touch. */
function rollUp(db: Database, from: number, to: number): void {
  const remove = db.prepare('DELETE FROM music_track_month WHERE month = ?');
  const insert = db.prepare(
    'INSERT INTO music_track_month (month, type, track_id, plays) SELECT ?, type, track_id, sum(plays) FROM music_track_day WHERE day BETWEEN ? AND ? GROUP BY type, track_id',
  );
  const removeChannels = db.prepare('DELETE FROM music_play_month WHERE month = ?');
  // By the channels with a day in the month, so that each channel's days are one step down the key.
  const insertChannels = db.prepare(
    `INSERT INTO music_play_month (channel_id, month, track_id, plays)
     SELECT channel_id, ?, track_id, sum(plays) FROM music_play
     WHERE channel_id IN (SELECT DISTINCT channel_id FROM music_channel_day WHERE day BETWEEN ? AND ?) AND day BETWEEN ? AND ?
     GROUP BY channel_id, track_id`,
  );
  for (let month = monthOf(from); month <= to; month = monthEnd(month) + 1) {
    remove.run(month);
    insert.run(month, month, monthEnd(month));
    removeChannels.run(month);
    insertChannels.run(month, month, monthEnd(month), month, monthEnd(month));
  }
}

export const music: Domain = {
  name: 'music',
  schema: SCHEMA,
  indexes: INDEXES,
  catalog(db, plan) {
    addCatalog(db, plan);
    addExampleStories(db, plan);
  },
  extend(db, plan, from, to) {
    addUploads(db, plan, from, to);
    addStories(db, plan, from, to);
  },
  day: generateDay,
  clearDay,
  rollUp,
};
