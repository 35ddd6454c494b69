// The info section's data: persons, markers (key entities), stories, and the mentions of the
// stories on the channels, day by day.
//
// `mention` is the fact table: mentions of one story on one channel on one day, split by tonality,
// with the minutes of the first and latest of them. Every figure of the info section is a sum over
// it; the rollups of info-rollups.ts answer what would otherwise read it whole.
// A mention's content type follows its channel's type (TV video, radio audio, the rest text).

import type { Database } from 'better-sqlite3';
import { weekday } from './calendar.js';
import { PLANTED, PLANTED_AHEAD, mentionMinute, rhythm } from './feed.js';
import { headline } from './headlines.js';
import { attentionAt, eventShape, flaresOf, flaresText, ongoingShape, plantedShape, toneDrift } from './attention.js';
import { ROLLUP_INDEXES, ROLLUP_SCHEMA, clearRollups, rollUp } from './info-rollups.js';
import {
  KNOWN_MARKERS,
  KNOWN_PERSONS,
  MARKER_KINDS,
  MARKER_NAMES,
  WORDS,
  POSITIONS,
  THEMES,
  THEME_WEIGHTS,
  fill,
  personName,
  type ChannelType,
  type Lang,
} from './names.js';
import { DAYS, firstDay, type Domain, type Plan } from './plan.js';
import { WeightedTable, random, type Random } from './random.js';

const SIZES = {
  full: { persons: 600, markers: 220, storiesPerDay: 16 },
  tiny: { persons: 30, markers: 16, storiesPerDay: 3 },
};

/** Base tonality of a theme's stories: [positive, negative] probabilities. */
const THEME_TONE: Record<number, [number, number]> = {
  1: [0.15, 0.3],
  2: [0.25, 0.25],
  3: [0.25, 0.2],
  4: [0.03, 0.6],
  5: [0.45, 0.12],
  6: [0.5, 0.08],
  7: [0.4, 0.1],
  8: [0.25, 0.3],
  9: [0.25, 0.25],
  10: [0.15, 0.35],
  11: [0.3, 0.15],
  12: [0.3, 0.2],
  13: [0.15, 0.45],
  14: [0.15, 0.35],
  15: [0.25, 0.25],
  16: [0.55, 0.05],
};

export const FIRST_STORY_ID = 301;

/** The attention of the loudest stories of an ordinary day: what a story draws above it is partly extra. */
const LOUD = 6;
/** The share of a big story's attention above LOUD that adds to the day rather than displacing other stories. */
const SURGE = 0.6;

const SCHEMA = `${ROLLUP_SCHEMA}
CREATE TABLE story (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  lang TEXT NOT NULL,
  born INTEGER NOT NULL,
  ends INTEGER NOT NULL,
  weight REAL NOT NULL,
  positive REAL NOT NULL,
  negative REAL NOT NULL,
  persons INTEGER NOT NULL DEFAULT 0,
  markers INTEGER NOT NULL DEFAULT 0,
  -- the course of its attention (attention.ts): peak a day late, decay, ongoing level, flare-ups
  lag INTEGER NOT NULL DEFAULT 0,
  tau REAL NOT NULL DEFAULT 1,
  base REAL NOT NULL DEFAULT 0,
  flares TEXT NOT NULL DEFAULT '',
  -- how its tone drifts as it ages
  drift REAL NOT NULL DEFAULT 0
);
CREATE INDEX story_by_theme ON story (theme_id, id);

CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL, position TEXT NOT NULL, themes TEXT NOT NULL);
CREATE TABLE marker (id INTEGER PRIMARY KEY, name TEXT NOT NULL, themes TEXT NOT NULL);
CREATE TABLE story_person (person_id INTEGER NOT NULL, story_id INTEGER NOT NULL, PRIMARY KEY (person_id, story_id)) WITHOUT ROWID;
CREATE INDEX story_person_by_story ON story_person (story_id, person_id);
CREATE TABLE story_marker (marker_id INTEGER NOT NULL, story_id INTEGER NOT NULL, PRIMARY KEY (marker_id, story_id)) WITHOUT ROWID;
CREATE INDEX story_marker_by_story ON story_marker (story_id, marker_id);

CREATE TABLE mention (
  day INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  story_id INTEGER NOT NULL,
  positive INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  negative INTEGER NOT NULL,
  first_minute INTEGER NOT NULL,
  last_minute INTEGER NOT NULL,
  PRIMARY KEY (day, channel_id, story_id)
) WITHOUT ROWID;
`;

const INDEXES = `
CREATE INDEX IF NOT EXISTS mention_by_channel ON mention (channel_id, day, story_id, positive, neutral, negative, first_minute, last_minute);
CREATE INDEX IF NOT EXISTS mention_by_story ON mention (story_id, day, channel_id, positive, neutral, negative);
${ROLLUP_INDEXES}`;

function catalog(db: Database, plan: Plan): void {
  const r = random(plan.seed, 'catalog:info');
  const size = SIZES[plan.scale];
  // Persons and markers: the known ones first, each tied to themes its stories come from.
  const insertPerson = db.prepare('INSERT INTO person (id, name, position, themes) VALUES (?, ?, ?, ?)');
  for (const person of KNOWN_PERSONS) {
    insertPerson.run(person.id, person.name, person.position, person.themes.join(','));
  }
  const personNames = new Set(KNOWN_PERSONS.map((p) => p.name));
  for (let id = 101 + KNOWN_PERSONS.length; id < 101 + size.persons; id++) {
    const lang = pickLang(r);
    let name = personName(lang, r.pick);
    for (let n = 0; personNames.has(name) && n < 20; n++) name = personName(lang, r.pick);
    if (personNames.has(name)) name = `${name} ${id}`;
    personNames.add(name);
    const themes = [r.int(1, 16), r.int(1, 16)];
    insertPerson.run(id, name, r.pick(POSITIONS[lang]), themes.join(','));
  }
  const insertMarker = db.prepare('INSERT INTO marker (id, name, themes) VALUES (?, ?, ?)');
  for (const marker of KNOWN_MARKERS) {
    insertMarker.run(marker.id, marker.name, marker.themes.join(','));
  }
  const markerNames = new Set<string>(KNOWN_MARKERS.map((marker) => marker.name));
  for (let i = 0; KNOWN_MARKERS.length + i < size.markers; i++) {
    const id = 201 + KNOWN_MARKERS.length + i;
    const named = MARKER_NAMES[i];
    if (named) {
      insertMarker.run(id, named.name, named.themes.join(','));
      continue;
    }
    const lang = pickLang(r);
    let name = '';
    for (let n = 0; n === 0 || markerNames.has(name); n++)
      name = fill(r.pick(MARKER_KINDS[lang]), { word: r.pick(WORDS[lang]) }) + (n > 10 ? ` ${n}` : '');
    markerNames.add(name);
    insertMarker.run(id, name, [r.int(1, 16), r.int(1, 16)].join(','));
  }
  // Stories born before the first day are still running on it.
  addStories(db, plan, firstDay(plan) - 40, firstDay(plan) - 1);
}

interface StoryContext {
  personsByTheme: Map<number, WeightedTable<number>>;
  markersByTheme: Map<number, WeightedTable<number>>;
}

/** Who and what the stories of each theme are about, as the catalogue has them. */
function storyContext(db: Database): StoryContext {
  const byTheme = (rows: { id: number; themes: string }[]) => {
    const tables = new Map<number, WeightedTable<number>>();
    const ids = rows.map((row) => row.id);
    for (const theme of THEMES) {
      // Zipf by id order: the first persons and markers of a theme are its regulars.
      const weights = rows.map(
        (row, index) => (row.themes.split(',').includes(String(theme.id)) ? 30 : 0.3) / Math.sqrt(index + 1),
      );
      tables.set(theme.id, new WeightedTable(ids, weights));
    }
    return tables;
  };
  return {
    personsByTheme: byTheme(
      db.prepare('SELECT id, themes FROM person ORDER BY id').all() as { id: number; themes: string }[],
    ),
    markersByTheme: byTheme(
      db.prepare('SELECT id, themes FROM marker ORDER BY id').all() as { id: number; themes: string }[],
    ),
  };
}

/** Stories born on each day of [from, to], each with its persons and markers. */
function addStories(db: Database, plan: Plan, from: number, to: number): void {
  const context = storyContext(db);
  const insertStory = db.prepare(
    'INSERT INTO story (id, theme_id, title, lang, born, ends, weight, positive, negative, lag, tau, base, flares, drift) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // How many persons and markers a story has: a mention of it is a mention of each.
  const countLinks = db.prepare(
    'UPDATE story SET persons = (SELECT count(*) FROM story_person WHERE story_id = ?), markers = (SELECT count(*) FROM story_marker WHERE story_id = ?) WHERE id = ?',
  );
  const insertPerson = db.prepare('INSERT OR IGNORE INTO story_person (person_id, story_id) VALUES (?, ?)');
  const insertMarker = db.prepare('INSERT OR IGNORE INTO story_marker (marker_id, story_id) VALUES (?, ?)');
  const themeTable = new WeightedTable(
    THEMES.map((t) => t.id),
    THEMES.map((t) => THEME_WEIGHTS[t.id]!),
  );
  let id =
    ((db.prepare('SELECT max(id) AS id FROM story').get() as { id: number | null }).id ?? FIRST_STORY_ID - 1) + 1;
  const titles = new Set((db.prepare('SELECT title FROM story').all() as { title: string }[]).map((row) => row.title));

  for (let day = from; day <= to; day++) {
    const r = random(plan.seed, `stories:${day}`);
    const count = r.poisson(SIZES[plan.scale].storiesPerDay * (weekday(day) >= 5 ? 0.6 : 1.1));
    const planted: {
      theme: number;
      title: string;
      weight: number;
      halfLife: number;
      person?: number;
      marker?: number;
    }[] = [
      ...Object.values(PLANTED).filter(
        (p): p is Extract<(typeof PLANTED)[keyof typeof PLANTED], { title: string }> =>
          'title' in p && day === plan.base - p.daysAgo,
      ),
      ...Object.values(PLANTED_AHEAD).filter((p) => day === plan.base + p.daysAhead),
    ];
    for (let i = 0; i < count + planted.length; i++) {
      const special = planted[i - count];
      const theme = special?.theme ?? themeTable.draw(r.next());
      const lang = special ? 'ru' : pickLang(r);
      const { title, ongoing } = special ? { title: special.title, ongoing: false } : headline(r, lang, theme, titles);
      if (special) titles.add(title);
      // Events burst and fade in days, ongoing topics (a currency, a long trial) run for months.
      // Ongoing topics are seldom the loudest on any one day: they add up over months.
      const weight = special?.weight ?? Math.exp(r.gauss() * (ongoing ? 0.6 : 0.9));
      const shape = special
        ? plantedShape(special.weight, special.halfLife)
        : ongoing
          ? ongoingShape(r, r.int(60, 200))
          : eventShape(r, weight);
      const [positive, negative] = THEME_TONE[theme]!;
      const skew = r.gauss() * 0.08;
      const drift = r.gauss() * 0.35;
      insertStory.run(
        id,
        theme,
        title,
        lang,
        day,
        day + shape.life,
        weight,
        clamp(positive + skew),
        clamp(negative - skew),
        shape.lag,
        shape.tau,
        shape.base,
        flaresText(shape.flares),
        drift,
      );
      const persons = r.int(0, 3);
      for (let p = 0; p < persons; p++) insertPerson.run(context.personsByTheme.get(theme)!.draw(r.next()), id);
      if (special?.person !== undefined) insertPerson.run(special.person, id);
      const markers = r.chance(0.55) ? r.int(1, 2) : 0;
      for (let m = 0; m < markers; m++) insertMarker.run(context.markersByTheme.get(theme)!.draw(r.next()), id);
      if (special?.marker !== undefined) insertMarker.run(special.marker, id);
      countLinks.run(id, id, id);
      id++;
    }
  }
}

interface ChannelRow {
  id: number;
  type: ChannelType;
  lang: Lang;
  volume: number;
  /** IANA time zone: the channel's hours are its local ones. */
  zone: string;
}
interface StoryRow {
  id: number;
  lang: Lang;
  born: number;
  ends: number;
  weight: number;
  positive: number;
  negative: number;
  lag: number;
  tau: number;
  base: number;
  flares: string;
  drift: number;
}

/**
 * How each media type tells a story's tone: [positive, negative] multipliers of the story's own.
 * Agencies report flatly, broadcasters and the press a little less so, social networks and
 * Telegram channels run more negative (and a little less positive) than the story itself.
 */
const TYPE_TONE: Record<ChannelType, [number, number]> = {
  TV: [0.72, 0.72],
  RADIO: [0.68, 0.68],
  PRESS: [0.72, 0.78],
  ONLINE: [0.74, 0.84],
  NEWS_AGENCY: [0.48, 0.52],
  SOCIAL: [0.8, 1.18],
  TELEGRAM: [0.62, 1.28],
};

/** A channel's own lean on top of its type's: some run a little warmer, some a little harsher. */
function leanOf(seed: string, channel: ChannelRow): [number, number] {
  const [positive, negative] = TYPE_TONE[channel.type];
  const lean = random(seed, `lean:${channel.id}`).gauss() * 0.12;
  return [positive * Math.exp(-lean), negative * Math.exp(lean)];
}

/**
 * Mentions of one day, up to `lastMinute` (the whole day, or up to now for today): each channel
 * publishes a Poisson number of mentions about the day's live stories, its own language's first.
 */
function generateDay(db: Database, plan: Plan, day: number, lastMinute = 1439): number {
  const channels = db
    .prepare('SELECT id, type, lang, volume, zone FROM channel WHERE volume > 0 ORDER BY id')
    .all() as ChannelRow[];
  const stories = db
    .prepare(
      'SELECT id, lang, born, ends, weight, positive, negative, lag, tau, base, flares, drift FROM story WHERE born <= ? AND ends >= ? ORDER BY id',
    )
    .all(day, day) as StoryRow[];
  if (stories.length === 0) return 0;
  const intensities = stories.map(
    (story) =>
      story.weight *
      attentionAt(
        {
          lag: story.lag,
          tau: story.tau,
          base: story.base,
          flares: flaresOf(story.flares),
          life: story.ends - story.born,
        },
        day - story.born,
      ),
  );
  // How each story's tone has drifted by today, once a day rather than for every mention.
  const drifts = new Map(stories.map((story) => [story, toneDrift(story.drift, day - story.born)]));
  const tables = new Map<Lang, WeightedTable<StoryRow>>();
  // A big story adds to the day: the attention a story draws above the loudest of an ordinary
  // day is partly extra (SURGE of it), so each channel publishes more, at weekends as much as on
  // weekdays (a disaster on a Sunday is Sunday's news).
  const surges = new Map<Lang, number>();
  for (const lang of ['ru', 'en', 'ar'] as const) {
    const weights = stories.map((story, index) => intensities[index]! * (story.lang === lang ? 1 : 0.2));
    tables.set(lang, new WeightedTable(stories, weights));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const extra =
      SURGE *
      stories.reduce(
        (sum, story, index) => sum + Math.max(0, intensities[index]! - LOUD) * (story.lang === lang ? 1 : 0.2),
        0,
      );
    surges.set(lang, total > extra ? extra / (total - extra) : 0);
  }
  const busy = rhythm(day, firstDay(plan), DAYS[plan.scale]);
  const rows = new Map<number, [number, number, number, number, number, number, number]>();
  for (const channel of channels) {
    const factor =
      channel.id === PLANTED.channel.channel && day === plan.base - PLANTED.channel.daysAgo
        ? PLANTED.channel.factor
        : 1;
    // Every channel draws its own numbers, so a channel added or removed changes no other channel's day.
    const cr = random(plan.seed, `day:${day}:channel:${channel.id}`);
    const count = cr.poisson(channel.volume * (busy + surges.get(channel.lang)!) * factor);
    const table = tables.get(channel.lang)!;
    const [warm, harsh] = leanOf(plan.seed, channel);
    for (let i = 0; i < count; i++) {
      const story = table.draw(cr.next());
      const minute = mentionMinute(channel.type, channel.zone, day, cr.next(), cr.next());
      const tone = cr.next();
      if (minute > lastMinute) continue;
      const key = channel.id * 1_000_000 + story.id;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = [channel.id, story.id, 0, 0, 0, minute, minute]));
      const [warmer, harsher] = drifts.get(story)!;
      const positive = story.positive * warm * warmer;
      if (tone < positive) row[2]++;
      else if (tone < positive + Math.min(story.negative * harsh * harsher, 0.95 - positive)) row[4]++;
      else row[3]++;
      if (minute < row[5]) row[5] = minute;
      if (minute > row[6]) row[6] = minute;
    }
  }
  const insert = db.prepare(
    'INSERT INTO mention (day, channel_id, story_id, positive, neutral, negative, first_minute, last_minute) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const sorted = [...rows.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const row of sorted) insert.run(day, ...row);
  return sorted.length;
}

/** Removes the facts of one day (before it is generated again with more of it known). */
function clearDay(db: Database, day: number): void {
  // The rollups first: the totals are taken off from the day's facts.
  clearRollups(db, day);
  db.prepare('DELETE FROM mention WHERE day = ?').run(day);
}

/** A story's language: Russian most often, then Arabic, then English. */
export function pickLang(r: Random): Lang {
  const u = r.next();
  return u < 0.62 ? 'ru' : u < 0.82 ? 'ar' : 'en';
}

const clamp = (p: number) => Math.min(0.9, Math.max(0.01, p));

export const info: Domain = {
  name: 'info',
  schema: SCHEMA,
  indexes: INDEXES,
  catalog,
  extend: addStories,
  day: generateDay,
  clearDay,
  rollUp,
};
