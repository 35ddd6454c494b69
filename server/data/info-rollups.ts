// Rollups of the mentions, so that no answer reads the fact table whole: by channel type and
// story per day and per month (answers by story, theme, person or marker over all channels), by
// channel per day and per month (answers by channel over all stories), and by theme and channel
// per month (the themes' per-channel breakdown over a long period). A month's rows are rebuilt
// whenever one of its days changes; `server/handlers/scope.ts` reads whole months of a period
// from the month tables and the days around them from the day tables.
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

CREATE TABLE theme_channel_month (
  month INTEGER NOT NULL,
  theme_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  PRIMARY KEY (month, theme_id, channel_id)
) WITHOUT ROWID;
`;

export const ROLLUP_INDEXES = `
CREATE INDEX IF NOT EXISTS story_day_by_story ON story_day (story_id, day);
CREATE INDEX IF NOT EXISTS story_month_by_story ON story_month (story_id, month);
CREATE INDEX IF NOT EXISTS channel_day_by_channel ON channel_day (channel_id, day);
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

export function rollUp(db: Database, from: number, to: number): void {
  for (const table of ['story_day', 'channel_day'])
    db.prepare(`DELETE FROM ${table} WHERE day BETWEEN ? AND ?`).run(from, to);
  db.prepare(
    `INSERT INTO story_day (day, type, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
     SELECT m.day, c.type, m.story_id, s.theme_id, s.persons, s.markers, sum(m.positive), sum(m.neutral), sum(m.negative), m.day * 1440 + min(m.first_minute), m.day * 1440 + max(m.last_minute)
     FROM mention m JOIN channel c ON c.id = m.channel_id JOIN story s ON s.id = m.story_id
     WHERE m.day BETWEEN ? AND ? GROUP BY m.day, c.type, m.story_id`,
  ).run(from, to);
  db.prepare(
    `INSERT INTO channel_day (day, channel_id, type, positive, neutral, negative)
     SELECT m.day, m.channel_id, c.type, sum(m.positive), sum(m.neutral), sum(m.negative)
     FROM mention m JOIN channel c ON c.id = m.channel_id WHERE m.day BETWEEN ? AND ? GROUP BY m.day, m.channel_id`,
  ).run(from, to);
  // Every month the days touch, whole.
  const first = monthOf(from);
  const last = nextMonth(monthOf(to)) - 1;
  for (const table of ['story_month', 'channel_month', 'theme_channel_month'])
    db.prepare(`DELETE FROM ${table} WHERE month BETWEEN ? AND ?`).run(first, last);
  for (let month = first; month <= last; month = nextMonth(month)) {
    const end = nextMonth(month) - 1;
    db.prepare(
      `INSERT INTO story_month (month, type, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at)
       SELECT ?, type, story_id, theme_id, persons, markers, sum(positive), sum(neutral), sum(negative), min(first_at), max(last_at)
       FROM story_day WHERE day BETWEEN ? AND ? GROUP BY type, story_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO channel_month (month, channel_id, type, positive, neutral, negative)
       SELECT ?, channel_id, type, sum(positive), sum(neutral), sum(negative) FROM channel_day WHERE day BETWEEN ? AND ? GROUP BY channel_id`,
    ).run(month, month, end);
    db.prepare(
      `INSERT INTO theme_channel_month (month, theme_id, channel_id, type, positive, neutral, negative)
       SELECT ?, s.theme_id, m.channel_id, c.type, sum(m.positive), sum(m.neutral), sum(m.negative)
       FROM mention m JOIN story s ON s.id = m.story_id JOIN channel c ON c.id = m.channel_id
       WHERE m.day BETWEEN ? AND ? GROUP BY s.theme_id, m.channel_id`,
    ).run(month, month, end);
  }
}

export function clearRollups(db: Database, day: number): void {
  for (const table of ['story_day', 'channel_day']) db.prepare(`DELETE FROM ${table} WHERE day = ?`).run(day);
}
