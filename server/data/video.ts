// The video section's data: what the recogniser watches for on the TV channels (visual objects,
// faces, reference videos) and what it found there, day by day.
//
// Catalogue (video-catalog.ts): ten content categories; objects 1301… (1312 is left for the
// contract's example of an addition); persons (the info section's first persons keep their ids,
// 1351… are the video section's own: a governor added nine days ago, the channels' presenters);
// content items 1401–1462 (detected programmes and uploaded commercials, each with its
// processing timestamps, so a state is worked out at read time); report tasks of the two video
// accounts (video-tasks.ts).
//
// Facts, every one on a TV channel (video monitoring watches TV only):
// - `video_object_fact`, `video_person_fact`: appearances (shots) of one object or person on one
//   channel on one day and their time on screen (video-appearances.ts);
// - `video_airtime_fact`: airings of one content category on one channel on one day and their
//   airtime. A channel's day is cut into airings end to end (video-schedule.ts), so its
//   categories add up to its monitored airtime: 86 400 s a day, today up to the last minute.
// - `video_match_fact`: the airings matched to a content item (a commercial, a re-aired programme).
// The airings themselves, about a hundred per channel a day, are not stored: a list of them is
// drawn again from the same seed for the channels and days it needs, and adds up exactly to the
// stored sums. Rollups: `*_type` (all channels of a type; what a call without a channel filter
// reads) and `*_month` (day-by-day vectors of a channel and item, or all its items, over a month:
// what the splits by channel read, video-months.ts).
//
// Planted spikes, counted back from the day the database was built (the pinned day in tests):
// - 5 days: the Russian Cup final on НТВ (3) 15:45–17:30, detected as content item 1460, with
//   studios before (Первый канал) and after (НТВ): that day's sport airtime stands out;
// - 8 days: Виктор Журавлёв (person 1351) six times his usual appearances (flood coverage; the
//   special report, content item 1458, airs on Россия 1 that evening);
// - 9 days: أحمد المنصوري (person 104) four times his usual (the OPEC+ summit);
// - 10 days: Northwind Air (object 1303) six times its usual (its routes to the Gulf).
import type { Database } from 'better-sqlite3';
import type { Plan, Domain } from './plan.js';
import { appearancesOf, channelTables } from './video-appearances.js';
import { catalog as addCatalog, tvChannels } from './video-catalog.js';
import { monthSchema, rollUpMonths } from './video-months.js';
import { airingsOf, dayContent } from './video-schedule.js';
import { addTaskHistory } from './video-tasks.js';

/** The fact families: each has a fact table by channel and item, a rollup by channel type and month vectors. */
export const FAMILIES = ['object', 'person', 'airtime'] as const;
export type Family = (typeof FAMILIES)[number];

const family = (name: string) => `
CREATE TABLE video_${name}_fact (day INTEGER NOT NULL, channel_id INTEGER NOT NULL, item_id INTEGER NOT NULL, n INTEGER NOT NULL, seconds INTEGER NOT NULL, PRIMARY KEY (day, channel_id, item_id)) WITHOUT ROWID;
CREATE TABLE video_${name}_type (day INTEGER NOT NULL, type TEXT NOT NULL, item_id INTEGER NOT NULL, n INTEGER NOT NULL, seconds INTEGER NOT NULL, PRIMARY KEY (day, type, item_id)) WITHOUT ROWID;`;

const SCHEMA = `
CREATE TABLE video_category (id INTEGER PRIMARY KEY, name_ru TEXT NOT NULL, name_en TEXT NOT NULL, name_ar TEXT NOT NULL);
CREATE TABLE video_object (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, category TEXT NOT NULL, description TEXT, reference_url TEXT,
  lang TEXT, marker_id INTEGER, weight REAL NOT NULL,
  -- added, and its reference processed (recognition and the thumbnail start then)
  created_ms INTEGER NOT NULL, ready_ms INTEGER NOT NULL,
  search TEXT NOT NULL
);
CREATE TABLE video_person (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, position TEXT, reference_url TEXT NOT NULL, lang TEXT NOT NULL, weight REAL NOT NULL,
  created_ms INTEGER NOT NULL, search TEXT NOT NULL
);
CREATE TABLE video_content (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, category_id INTEGER NOT NULL, origin TEXT NOT NULL, lang TEXT NOT NULL, marker_id INTEGER,
  duration INTEGER,
  -- queued until started_ms, processing until ready_ms, then done (or failed)
  created_ms INTEGER NOT NULL, started_ms INTEGER NOT NULL, ready_ms INTEGER NOT NULL, fails INTEGER NOT NULL DEFAULT 0,
  -- a detected item's first airing
  aired_channel INTEGER, aired_ms INTEGER,
  account_id INTEGER, file_path TEXT, search TEXT NOT NULL
);
CREATE TABLE video_task (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, start_day INTEGER NOT NULL, end_day INTEGER NOT NULL,
  filters TEXT NOT NULL, file_format TEXT NOT NULL,
  -- queued until started_ms, processing until ready_ms, then done, or failed with \`error\` (a kind the answer words)
  created_ms INTEGER NOT NULL, started_ms INTEGER NOT NULL, ready_ms INTEGER NOT NULL, error TEXT
);
CREATE INDEX video_task_by_account ON video_task (account_id, created_ms);
${FAMILIES.map(family).join('\n')}
${FAMILIES.map(monthSchema).join('\n')}
CREATE TABLE video_match_fact (day INTEGER NOT NULL, channel_id INTEGER NOT NULL, item_id INTEGER NOT NULL, n INTEGER NOT NULL, seconds INTEGER NOT NULL, PRIMARY KEY (day, channel_id, item_id)) WITHOUT ROWID;
`;

// Calls with a channel filter read the facts by channel; the airtime by category too (a chart of some categories).
const INDEXES = `
${FAMILIES.map((name) => `CREATE INDEX IF NOT EXISTS video_${name}_fact_by_channel ON video_${name}_fact (channel_id, day, item_id, n, seconds);`).join('\n')}
CREATE INDEX IF NOT EXISTS video_airtime_fact_by_item ON video_airtime_fact (item_id, day, channel_id, n, seconds);
CREATE INDEX IF NOT EXISTS video_object_type_by_item ON video_object_type (item_id, day, type, n, seconds);
CREATE INDEX IF NOT EXISTS video_person_type_by_item ON video_person_type (item_id, day, type, n, seconds);
`;

function catalog(db: Database, plan: Plan): void {
  addCatalog(db, plan);
  addTaskHistory(db, plan);
}

/** One day's appearances and airtime on every TV channel, up to `lastMinute`. */
function generateDay(db: Database, plan: Plan, day: number, lastMinute: number): void {
  const channels = tvChannels(db);
  const tables = channelTables(channels);
  for (const kind of ['object', 'person'] as const) {
    const insert = db.prepare(
      `INSERT INTO video_${kind}_fact (day, channel_id, item_id, n, seconds) VALUES (?, ?, ?, ?, ?)`,
    );
    const rows = appearancesOf(db, plan, kind, day, lastMinute, tables).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    for (const row of rows) insert.run(day, ...row);
  }
  const content = dayContent(db, plan, day);
  const limit = (lastMinute + 1) * 60;
  const airtime = db.prepare(
    'INSERT INTO video_airtime_fact (day, channel_id, item_id, n, seconds) VALUES (?, ?, ?, ?, ?)',
  );
  const matched = db.prepare(
    'INSERT INTO video_match_fact (day, channel_id, item_id, n, seconds) VALUES (?, ?, ?, ?, ?)',
  );
  const counts = new Float64Array(11);
  const seconds = new Float64Array(11);
  const matches = new Map<number, [number, number]>();
  for (const channel of channels) {
    counts.fill(0);
    seconds.fill(0);
    matches.clear();
    airingsOf(plan.seed, channel, day, limit, content, (start, end, category, _title, item) => {
      counts[category]!++;
      seconds[category]! += end - start;
      if (item > 0) {
        const sum = matches.get(item) ?? [0, 0];
        matches.set(item, [sum[0] + 1, sum[1] + end - start]);
      }
    });
    for (let category = 1; category < counts.length; category++)
      if (counts[category]! > 0) airtime.run(day, channel.id, category, counts[category], seconds[category]);
    for (const [item, [n, s]] of matches) matched.run(day, channel.id, item, n, s);
  }
}

function rollUp(db: Database, from: number, to: number): void {
  for (const name of FAMILIES) {
    db.prepare(`DELETE FROM video_${name}_type WHERE day BETWEEN ? AND ?`).run(from, to);
    db.prepare(
      `INSERT INTO video_${name}_type (day, type, item_id, n, seconds)
       SELECT f.day, c.type, f.item_id, sum(f.n), sum(f.seconds) FROM video_${name}_fact f JOIN channel c ON c.id = f.channel_id
       WHERE f.day BETWEEN ? AND ? GROUP BY f.day, c.type, f.item_id`,
    ).run(from, to);
    rollUpMonths(db, name, from, to);
  }
}

/** Removes one day's facts and day rollups; the month vectors are rebuilt by the `rollUp` that follows. */
function clearDay(db: Database, day: number): void {
  for (const name of FAMILIES)
    for (const table of ['fact', 'type']) db.prepare(`DELETE FROM video_${name}_${table} WHERE day = ?`).run(day);
  db.prepare('DELETE FROM video_match_fact WHERE day = ?').run(day);
}

export const video: Domain = {
  name: 'video',
  schema: SCHEMA,
  indexes: INDEXES,
  catalog,
  day: generateDay,
  clearDay,
  rollUp,
};
