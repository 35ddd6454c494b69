// Rollups of the mentions, so that no answer reads the fact table whole: by channel type and
// story per day and per month (answers by story, theme, person or marker over all channels), by
// channel type and theme per day and per month (totals and dynamics over all stories: a few
// hundred rows a month instead of tens of thousands), the same two over every channel type at once
// (what the answers that restrict no type read: a seventh of the rows), by channel type and person
// (marker) per day and per month (answers by person or marker over all stories), by channel per
// day and per month (answers by channel over all stories), and by theme and channel per day and
// per month (the themes' per-channel breakdown over a long period, and every answer over all
// stories when channels are chosen: totals, dynamics, sentiment, themes). By story and channel
// per month (answers by story, person or marker when channels are chosen: the day rows of that are
// the facts themselves). A month's rows are rebuilt whenever one of its days changes;
// `server/handlers/scope.ts` reads whole months of a period from the month tables and the days
// around them from the day tables (or the facts).
//
// The per-channel breakdowns of themes, stories, persons and markers also have all-time totals (by
// theme, story, person or marker and channel): over a long period the breakdown is the total less
// what falls outside the period, which is far less to read than the period itself. The theme
// totals follow the theme-by-channel month rows; the story, person and marker totals follow the
// facts day by day (a day's mentions are taken off before the day is generated again, and added
// once it is).
import type { Database } from 'better-sqlite3';
import { dateOf, dayOf } from './calendar.js';

export const ROLLUP_SCHEMA = `
CREATE TABLE story_day (
  day INTEGER NOT NULL,
  type TEXT NOT NULL,
  story_id INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  -- the story's persons and markers: a mention of the story counts for each of them
  persons INTEGER NOT NULL,
  markers INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  -- first and latest mention, as minutes since 1970-01-01 (Moscow time)
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (day, type, story_id)
) WITHOUT ROWID;

CREATE TABLE story_month (
  month INTEGER NOT NULL,
  type TEXT NOT NULL,
  story_id INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  persons INTEGER NOT NULL,
  markers INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (month, type, story_id)
) WITHOUT ROWID;

-- story_day and story_month over every channel type at once, for the answers that restrict no
-- type: most stories are told on most types, so these have a seventh of the rows to read
CREATE TABLE story_all_day (
  day INTEGER NOT NULL,
  story_id INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  persons INTEGER NOT NULL,
  markers INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (day, story_id)
) WITHOUT ROWID;

CREATE TABLE story_all_month (
  month INTEGER NOT NULL,
  story_id INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  persons INTEGER NOT NULL,
  markers INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (month, story_id)
) WITHOUT ROWID;

-- the stories of a theme on a channel type; person_mentions and marker_mentions count a mention
-- once for each person (marker) of its story, as the answers by person (marker) count it
CREATE TABLE theme_day (
  day INTEGER NOT NULL,
  type TEXT NOT NULL,
  theme_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  person_mentions INTEGER NOT NULL,
  marker_mentions INTEGER NOT NULL,
  PRIMARY KEY (day, type, theme_id)
) WITHOUT ROWID;

CREATE TABLE theme_month (
  month INTEGER NOT NULL,
  type TEXT NOT NULL,
  theme_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  person_mentions INTEGER NOT NULL,
  marker_mentions INTEGER NOT NULL,
  PRIMARY KEY (month, type, theme_id)
) WITHOUT ROWID;

-- theme_day and theme_month over every channel type at once, as the stories have them
CREATE TABLE theme_all_day (
  day INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  person_mentions INTEGER NOT NULL,
  marker_mentions INTEGER NOT NULL,
  PRIMARY KEY (day, theme_id)
) WITHOUT ROWID;

CREATE TABLE theme_all_month (
  month INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  person_mentions INTEGER NOT NULL,
  marker_mentions INTEGER NOT NULL,
  PRIMARY KEY (month, theme_id)
) WITHOUT ROWID;

-- the stories of a person (marker) on a channel type
CREATE TABLE person_day (
  day INTEGER NOT NULL,
  type TEXT NOT NULL,
  person_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (day, type, person_id)
) WITHOUT ROWID;

CREATE TABLE person_month (
  month INTEGER NOT NULL,
  type TEXT NOT NULL,
  person_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (month, type, person_id)
) WITHOUT ROWID;

CREATE TABLE marker_day (
  day INTEGER NOT NULL,
  type TEXT NOT NULL,
  marker_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (day, type, marker_id)
) WITHOUT ROWID;

CREATE TABLE marker_month (
  month INTEGER NOT NULL,
  type TEXT NOT NULL,
  marker_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (month, type, marker_id)
) WITHOUT ROWID;

CREATE TABLE channel_day (
  day INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (day, channel_id)
) WITHOUT ROWID;

CREATE TABLE channel_month (
  month INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (month, channel_id)
) WITHOUT ROWID;

-- the stories of a theme on a channel; person_mentions and marker_mentions as in theme_day. The day
-- rows are read for some channels only, through their index by channel (written day by day, they are
-- keyed by day: a day's rows are added at the end of the table)
CREATE TABLE theme_channel_day (
  day INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  person_mentions INTEGER NOT NULL,
  marker_mentions INTEGER NOT NULL,
  PRIMARY KEY (day, channel_id, theme_id)
) WITHOUT ROWID;

CREATE TABLE theme_channel_month (
  month INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  person_mentions INTEGER NOT NULL,
  marker_mentions INTEGER NOT NULL,
  PRIMARY KEY (month, theme_id, channel_id)
) WITHOUT ROWID;

-- the mentions of a story on a channel in a month, as story_month has them by channel type; keyed
-- by month and channel, so that a period's whole months of some channels are a few steps down the key
CREATE TABLE story_channel_month (
  month INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  story_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  theme_id INTEGER NOT NULL,
  persons INTEGER NOT NULL,
  markers INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (month, channel_id, story_id)
) WITHOUT ROWID;

-- all-time totals by theme, story, person or marker and channel
CREATE TABLE theme_channel (
  theme_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (theme_id, channel_id)
) WITHOUT ROWID;

CREATE TABLE story_channel (
  story_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (story_id, channel_id)
) WITHOUT ROWID;

CREATE TABLE person_channel (
  person_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (person_id, channel_id)
) WITHOUT ROWID;

CREATE TABLE marker_channel (
  marker_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (marker_id, channel_id)
) WITHOUT ROWID;
`;

export const ROLLUP_INDEXES = `
CREATE INDEX IF NOT EXISTS story_day_by_story ON story_day (story_id, day);
CREATE INDEX IF NOT EXISTS story_month_by_story ON story_month (story_id, month);
CREATE INDEX IF NOT EXISTS channel_day_by_channel ON channel_day (channel_id, day);
CREATE INDEX IF NOT EXISTS person_day_by_person ON person_day (person_id, day);
CREATE INDEX IF NOT EXISTS marker_day_by_marker ON marker_day (marker_id, day);
CREATE INDEX IF NOT EXISTS theme_channel_day_by_channel ON theme_channel_day
  (channel_id, day, theme_id, type, positive, neutral, negative, person_mentions, marker_mentions);
CREATE INDEX IF NOT EXISTS theme_channel_month_by_channel ON theme_channel_month (channel_id, month);
`;

/** The first day of the month holding `day`: months are named by it. */
export function monthOf(day: number): number {
  const date = dateOf(day);
  return dayOf(`${date.slice(0, 8)}01`);
}

/** The first day of the next month. */
export function nextMonth(month: number): number {
  return monthOf(month + 31);
}

const DAY_TABLES = [
  'story_day',
  'story_all_day',
  'theme_day',
  'theme_all_day',
  'person_day',
  'marker_day',
  'channel_day',
  'theme_channel_day',
];
const MONTH_TABLES = [
  'story_month',
  'story_all_month',
  'theme_month',
  'theme_all_month',
  'person_month',
  'marker_month',
  'channel_month',
  'theme_channel_month',
  'story_channel_month',
];

/** The person and marker rollups by day and month, and the link table each is made through. */
const ENTITY_ROLLUPS = [
  { key: 'person_id', links: 'story_person', day: 'person_day', month: 'person_month' },
  { key: 'marker_id', links: 'story_marker', day: 'marker_day', month: 'marker_month' },
] as const;

/** The all-time totals by person or marker and channel, and the link table each is made through. */
const ENTITY_TOTALS = [
  { table: 'person_channel', key: 'person_id', links: 'story_person' },
  { table: 'marker_channel', key: 'marker_id', links: 'story_marker' },
] as const;

/**
 * Adds the mentions of [from, to] to the person and marker totals (`sign` 1), or takes them off
 * (`sign` -1, before the days' facts are removed).
 */
function addToTotals(db: Database, from: number, to: number, sign: 1 | -1): void {
  // The days' mentions by story and channel first: the story totals, and fewer rows to join to the
  // persons and markers. In story order, as the story totals are keyed.
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS story_channel_sum (
    story_id INTEGER NOT NULL, channel_id INTEGER NOT NULL, positive INTEGER NOT NULL, neutral INTEGER NOT NULL, negative INTEGER NOT NULL)`);
  db.exec('DELETE FROM temp.story_channel_sum');
  db.prepare(
    `INSERT INTO temp.story_channel_sum (story_id, channel_id, positive, neutral, negative)
     SELECT story_id, channel_id, sum(positive), sum(neutral), sum(negative) FROM mention
     WHERE day BETWEEN ? AND ? GROUP BY story_id, channel_id`,
  ).run(from, to);
  db.prepare(
    `INSERT INTO story_channel (story_id, channel_id, type, positive, neutral, negative)
     SELECT m.story_id, m.channel_id, c.type, ${sign} * m.positive, ${sign} * m.neutral, ${sign} * m.negative
     FROM temp.story_channel_sum m JOIN channel c ON c.id = m.channel_id WHERE true
     ON CONFLICT (story_id, channel_id) DO UPDATE SET positive = positive + excluded.positive,
       neutral = neutral + excluded.neutral, negative = negative + excluded.negative`,
  ).run();
  for (const { table, key, links } of ENTITY_TOTALS)
    db.prepare(
      `INSERT INTO ${table} (${key}, channel_id, type, positive, neutral, negative)
       SELECT l.${key}, m.channel_id, c.type, ${sign} * sum(m.positive), ${sign} * sum(m.neutral), ${sign} * sum(m.negative)
       FROM temp.story_channel_sum m JOIN ${links} l ON l.story_id = m.story_id JOIN channel c ON c.id = m.channel_id
       WHERE true GROUP BY l.${key}, m.channel_id
       ON CONFLICT (${key}, channel_id) DO UPDATE SET positive = positive + excluded.positive,
         neutral = neutral + excluded.neutral, negative = negative + excluded.negative`,
    ).run();
  db.exec('DELETE FROM temp.story_channel_sum');
}

/** Adds the theme-by-channel month rows of [first, last] to the theme totals (`sign` 1) or takes them off (-1). */
function addMonthsToThemeTotals(db: Database, first: number, last: number, sign: 1 | -1): void {
  db.prepare(
    `INSERT INTO theme_channel (theme_id, channel_id, type, positive, neutral, negative)
     SELECT theme_id, channel_id, type, ${sign} * sum(positive), ${sign} * sum(neutral), ${sign} * sum(negative)
     FROM theme_channel_month WHERE month BETWEEN ? AND ? GROUP BY theme_id, channel_id
     ON CONFLICT (theme_id, channel_id) DO UPDATE SET positive = positive + excluded.positive,
       neutral = neutral + excluded.neutral, negative = negative + excluded.negative`,
  ).run(first, last);
}

export function rollUp(db: Database, from: number, to: number): void {
  for (const table of DAY_TABLES) db.prepare(`DELETE FROM ${table} WHERE day BETWEEN ? AND ?`).run(from, to);
  // Day by day: a day's rows are grouped in a small sort, quicker than one over all the days.
  const storyDay = db.prepare(
    `INSERT INTO story_day (day, type, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
     SELECT m.day, c.type, m.story_id, s.theme_id, s.persons, s.markers, sum(m.positive), sum(m.neutral), sum(m.negative), m.day * 1440 + min(m.first_minute), m.day * 1440 + max(m.last_minute)
     FROM mention m JOIN channel c ON c.id = m.channel_id JOIN story s ON s.id = m.story_id
     WHERE m.day = ? GROUP BY c.type, m.story_id`,
  );
  const themeChannelDay = db.prepare(
    `INSERT INTO theme_channel_day (day, channel_id, theme_id, type, positive, neutral, negative, person_mentions, marker_mentions)
     SELECT m.day, m.channel_id, s.theme_id, c.type, sum(m.positive), sum(m.neutral), sum(m.negative),
       sum((m.positive + m.neutral + m.negative) * s.persons), sum((m.positive + m.neutral + m.negative) * s.markers)
     FROM mention m JOIN channel c ON c.id = m.channel_id JOIN story s ON s.id = m.story_id
     WHERE m.day = ? GROUP BY m.channel_id, s.theme_id`,
  );
  for (let day = from; day <= to; day++) {
    storyDay.run(day);
    themeChannelDay.run(day);
  }
  db.prepare(
    `INSERT INTO story_all_day (day, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
     SELECT day, story_id, theme_id, persons, markers, sum(positive), sum(neutral), sum(negative), min(first_at), max(last_at)
     FROM story_day WHERE day BETWEEN ? AND ? GROUP BY day, story_id`,
  ).run(from, to);
  db.prepare(
    `INSERT INTO theme_day (day, type, theme_id, positive, neutral, negative, person_mentions, marker_mentions)
     SELECT day, type, theme_id, sum(positive), sum(neutral), sum(negative),
       sum((positive + neutral + negative) * persons), sum((positive + neutral + negative) * markers)
     FROM story_day WHERE day BETWEEN ? AND ? GROUP BY day, type, theme_id`,
  ).run(from, to);
  db.prepare(
    `INSERT INTO theme_all_day (day, theme_id, positive, neutral, negative, person_mentions, marker_mentions)
     SELECT day, theme_id, sum(positive), sum(neutral), sum(negative), sum(person_mentions), sum(marker_mentions)
     FROM theme_day WHERE day BETWEEN ? AND ? GROUP BY day, theme_id`,
  ).run(from, to);
  for (const { key, links, day } of ENTITY_ROLLUPS)
    db.prepare(
      `INSERT INTO ${day} (day, type, ${key}, positive, neutral, negative)
       SELECT m.day, m.type, l.${key}, sum(m.positive), sum(m.neutral), sum(m.negative)
       FROM story_day m JOIN ${links} l ON l.story_id = m.story_id WHERE m.day BETWEEN ? AND ? GROUP BY m.day, m.type, l.${key}`,
    ).run(from, to);
  db.prepare(
    `INSERT INTO channel_day (day, channel_id, type, positive, neutral, negative)
     SELECT m.day, m.channel_id, c.type, sum(m.positive), sum(m.neutral), sum(m.negative)
     FROM mention m JOIN channel c ON c.id = m.channel_id WHERE m.day BETWEEN ? AND ? GROUP BY m.day, m.channel_id`,
  ).run(from, to);
  addToTotals(db, from, to, 1);
  // Every month the days touch, whole.
  const first = monthOf(from);
  const last = nextMonth(monthOf(to)) - 1;
  addMonthsToThemeTotals(db, first, last, -1);
  for (const table of MONTH_TABLES) db.prepare(`DELETE FROM ${table} WHERE month BETWEEN ? AND ?`).run(first, last);
  for (let month = first; month <= last; month = nextMonth(month)) {
    const end = nextMonth(month) - 1;
    db.prepare(
      `INSERT INTO story_month (month, type, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
       SELECT ?, type, story_id, theme_id, persons, markers, sum(positive), sum(neutral), sum(negative), min(first_at), max(last_at)
       FROM story_day WHERE day BETWEEN ? AND ? GROUP BY type, story_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO story_all_month (month, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
       SELECT ?, story_id, theme_id, persons, markers, sum(positive), sum(neutral), sum(negative), min(first_at), max(last_at)
       FROM story_all_day WHERE day BETWEEN ? AND ? GROUP BY story_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO theme_month (month, type, theme_id, positive, neutral, negative, person_mentions, marker_mentions)
       SELECT ?, type, theme_id, sum(positive), sum(neutral), sum(negative), sum(person_mentions), sum(marker_mentions)
       FROM theme_day WHERE day BETWEEN ? AND ? GROUP BY type, theme_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO theme_all_month (month, theme_id, positive, neutral, negative, person_mentions, marker_mentions)
       SELECT ?, theme_id, sum(positive), sum(neutral), sum(negative), sum(person_mentions), sum(marker_mentions)
       FROM theme_all_day WHERE day BETWEEN ? AND ? GROUP BY theme_id`,
    ).run(month, month, end);
    for (const { key, day, month: table } of ENTITY_ROLLUPS)
      db.prepare(
        `INSERT INTO ${table} (month, type, ${key}, positive, neutral, negative)
         SELECT ?, type, ${key}, sum(positive), sum(neutral), sum(negative) FROM ${day} WHERE day BETWEEN ? AND ? GROUP BY type, ${key}`,
      ).run(month, month, end);
    db.prepare(
      `INSERT INTO channel_month (month, channel_id, type, positive, neutral, negative)
       SELECT ?, channel_id, type, sum(positive), sum(neutral), sum(negative) FROM channel_day WHERE day BETWEEN ? AND ? GROUP BY channel_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO theme_channel_month (month, theme_id, channel_id, type, positive, neutral, negative, person_mentions, marker_mentions)
       SELECT ?, theme_id, channel_id, type, sum(positive), sum(neutral), sum(negative), sum(person_mentions), sum(marker_mentions)
       FROM theme_channel_day WHERE day BETWEEN ? AND ? GROUP BY theme_id, channel_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO story_channel_month (month, channel_id, story_id, type, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
       SELECT ?, m.channel_id, m.story_id, c.type, s.theme_id, s.persons, s.markers, sum(m.positive), sum(m.neutral), sum(m.negative),
         min(m.day * 1440 + m.first_minute), max(m.day * 1440 + m.last_minute)
       FROM mention m JOIN channel c ON c.id = m.channel_id JOIN story s ON s.id = m.story_id
       WHERE m.day BETWEEN ? AND ? GROUP BY m.channel_id, m.story_id`,
    ).run(month, month, end);
  }
  addMonthsToThemeTotals(db, first, last, 1);
}

/** Removes one day's day rows and takes its mentions off the totals; runs before its facts are removed. */
export function clearRollups(db: Database, day: number): void {
  addToTotals(db, day, day, -1);
  for (const table of DAY_TABLES) db.prepare(`DELETE FROM ${table} WHERE day = ?`).run(day);
}
