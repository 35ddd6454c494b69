// What the monitored programmes of a channel's day speak of: their segments, each about one of the
// stories the info tables have that channel mention that day (or, for a channel without mentions
// that day, the stories of the day), with that story's theme, persons and markers. Segments are
// drawn on the fly from the seed, so the timeline and the info section always tell the same day.
import type { Database } from 'better-sqlite3';
import { SPEECH_KINDS, type Program } from './broadcast-schedule.js';
import { RUBRICS, type Kind } from './broadcast-words.js';
import type { Lang } from './names.js';
import { random } from './random.js';

export type Sentiment = 'positive' | 'neutral' | 'negative';

export interface Person {
  id: number;
  name: string;
  position: string;
}

export interface Marker {
  id: number;
  name: string;
  themes: number[];
}

/** A story on a channel's air of a day, with its mentions there (by tonality) and when they came. */
export interface StoryOnAir {
  id: number;
  title: string;
  lang: Lang;
  theme: number;
  positive: number;
  neutral: number;
  negative: number;
  /** Minutes of the day of the first and latest mention. */
  first: number;
  last: number;
  persons: Person[];
  markers: Marker[];
}

export interface Segment {
  /** Seconds from midnight. */
  start: number;
  end: number;
  title: string;
  /** The main theme first, then those of the story's markers. */
  themes: number[];
  sentiment: Sentiment;
  story?: StoryOnAir;
  /** A short item of no story (the weather): its place in `RUBRICS`. */
  rubric?: number;
}

const STORY = 's.id AS id, s.title AS title, s.lang AS lang, s.theme_id AS theme';

/** The stories a channel's air of `day` speaks of: its own mentions of the day, or the day's when it has none. */
export function storiesOnAir(db: Database, channel: number, day: number): StoryOnAir[] {
  let rows = db
    .prepare(
      `SELECT ${STORY}, m.positive AS positive, m.neutral AS neutral, m.negative AS negative, m.first_minute AS first, m.last_minute AS last
       FROM mention m JOIN story s ON s.id = m.story_id WHERE m.day = ? AND m.channel_id = ? ORDER BY s.id`,
    )
    .all(day, channel) as Omit<StoryOnAir, 'persons' | 'markers'>[];
  if (rows.length === 0) {
    rows = db
      .prepare(
        `SELECT ${STORY}, sum(m.positive) AS positive, sum(m.neutral) AS neutral, sum(m.negative) AS negative, min(m.first_minute) AS first, max(m.last_minute) AS last
         FROM mention m JOIN story s ON s.id = m.story_id WHERE m.day = ? GROUP BY s.id ORDER BY s.id`,
      )
      .all(day) as Omit<StoryOnAir, 'persons' | 'markers'>[];
  }
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => '?').join(', ');
  const persons = new Map<number, Person[]>();
  for (const row of db
    .prepare(
      `SELECT sp.story_id AS story, p.id AS id, p.name AS name, p.position AS position FROM story_person sp JOIN person p ON p.id = sp.person_id WHERE sp.story_id IN (${marks}) ORDER BY sp.story_id, p.id`,
    )
    .all(...ids) as (Person & { story: number })[]) {
    persons.set(row.story, [...(persons.get(row.story) ?? []), { id: row.id, name: row.name, position: row.position }]);
  }
  const markers = new Map<number, Marker[]>();
  for (const row of db
    .prepare(
      `SELECT sm.story_id AS story, k.id AS id, k.name AS name, k.themes AS themes FROM story_marker sm JOIN marker k ON k.id = sm.marker_id WHERE sm.story_id IN (${marks}) ORDER BY sm.story_id, k.id`,
    )
    .all(...ids) as { story: number; id: number; name: string; themes: string }[]) {
    markers.set(row.story, [
      ...(markers.get(row.story) ?? []),
      { id: row.id, name: row.name, themes: row.themes.split(',').map(Number) },
    ]);
  }
  return rows.map((row) => ({ ...row, persons: persons.get(row.id) ?? [], markers: markers.get(row.id) ?? [] }));
}

/** How long a segment of each monitored genre runs, in seconds: [shortest, longest]. */
const SEGMENT_SECONDS: Partial<Record<Kind, [number, number]>> = {
  news: [120, 420],
  talk_show: [480, 1500],
  documentary: [480, 1200],
  sport: [900, 2700],
};
const SPORT_THEME = 5;

/** The segments of one airing, back to back from its start to its end; none for films, music and the like. */
export function segmentsOf(
  seed: string,
  channel: number,
  day: number,
  program: Program,
  stories: readonly StoryOnAir[],
  lang: Lang,
): Segment[] {
  const lengths = SEGMENT_SECONDS[program.kind];
  if (!lengths || !SPEECH_KINDS.has(program.kind)) return [];
  // A sports broadcast speaks of sport only.
  const pool = program.kind === 'sport' ? stories.filter((story) => story.theme === SPORT_THEME) : [...stories];
  if (pool.length === 0 && program.kind !== 'news') return [];
  const r = random(seed, `segments:${channel}:${day}:${program.index}`);
  // Stories mentioned around the programme's time are likelier in it; each comes once until all have.
  const minute = program.start / 60;
  const base = pool.map(
    (story) =>
      (story.positive + story.neutral + story.negative) *
      (minute >= story.first - 60 && minute <= story.last + 60 ? 3 : 1),
  );
  let weights = [...base];
  const segments: Segment[] = [];
  const [shortest, longest] = lengths;
  for (let t = program.start; t < program.end;) {
    const rest = program.end - t;
    let length = Math.round((shortest + r.next() * (longest - shortest)) / 10) * 10;
    if (rest - length < shortest / 2) length = rest;
    const rubric = pool.length === 0 || (program.kind === 'news' && r.chance(0.12));
    if (rubric) {
      const rubricIndex = r.int(0, RUBRICS.length - 1);
      const item = RUBRICS[rubricIndex]!;
      segments.push({
        start: t,
        end: t + length,
        title: item.title[lang],
        themes: [item.theme],
        sentiment: 'neutral',
        rubric: rubricIndex,
      });
    } else {
      if (weights.every((weight) => weight === 0)) weights = [...base];
      const index = drawIndex(weights, r.next());
      weights[index] = 0;
      const story = pool[index]!;
      segments.push({
        start: t,
        end: t + length,
        title: story.title,
        themes: themesOf(story),
        sentiment: toneOf(story, r.next()),
        story,
      });
    }
    t += length;
  }
  return segments;
}

function drawIndex(weights: readonly number[], u: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let target = u * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0 && weights[i]! > 0) return i;
  }
  return weights.findLastIndex((weight) => weight > 0);
}

/** A segment's tonality, drawn as the channel's mentions of the story that day split. */
function toneOf(story: StoryOnAir, u: number): Sentiment {
  const target = u * (story.positive + story.neutral + story.negative);
  if (target < story.positive) return 'positive';
  return target < story.positive + story.negative ? 'negative' : 'neutral';
}

/** The story's theme, then those of its markers, three at most. */
export function themesOf(story: StoryOnAir): number[] {
  return [...new Set([story.theme, ...story.markers.flatMap((marker) => marker.themes)])].slice(0, 3);
}
