// The statistics filters as SQL. Every info and statistics call narrows the mentions the same way
// (period, channels, channel types, content type, markers, and the call's own story, theme or
// person restriction) and then reads them from the cheapest table that can answer:
// - `mention` (by channel and story) when channels are chosen, or when an answer per channel is
//   wanted for a restricted set of stories;
// - `story_day` (by channel type) for answers per story, theme, person or marker over all channels;
// - `channel_day` (by channel, all stories) for answers per channel over all stories.
// Only parameters reach SQL; the lists are expanded into `?` placeholders.
import { clockOf, dateOf, dayOf, mondayOf } from '../data/calendar.js';
import { invalid } from '../lib/answers.js';
import type { Schemas } from './types.js';

/** The statistics filters every info and statistics request carries. */
export type Filter = Partial<Pick<Schemas['StatisticsFilter'], 'period' | 'channels' | 'channel_types' | 'content_type' | 'markers'>>;

/** The content a mention carries follows its channel: TV is video, radio audio, the rest text. */
const CONTENT_TYPES: Record<string, readonly string[]> = {
  video: ['TV'],
  audio: ['RADIO'],
  text: ['PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'],
};
const ALL_TYPES = ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'];

export interface Scope {
  start: number;
  end: number;
  /** Channel ids chosen, or undefined for all. */
  channels?: readonly number[];
  /** Channel types allowed, or undefined for all. */
  types?: readonly string[];
  /** SQL conditions on the story (`m.story_id`), with their parameters. */
  stories: { sql: string; params: unknown[] }[];
}

const MAX_DAYS = 366;

/** The filters of a request as a scope; the period defaults to Monday of this week through today. */
export function scopeOf(filter: Filter, now: Date): Scope {
  const today = clockOf(now).day;
  const start = filter.period ? dayOf(filter.period.start_date) : mondayOf(today);
  const end = filter.period ? dayOf(filter.period.end_date) : today;
  if (start > end) throw invalid({ 'period.start_date': ['The start date must be a date before or equal to the end date.'] });
  if (end - start + 1 > MAX_DAYS) throw invalid({ period: [`The period may cover at most ${MAX_DAYS} days.`] });
  let types: string[] | undefined;
  if (filter.channel_types && filter.channel_types.length > 0) types = [...filter.channel_types];
  const content = filter.content_type ?? ['all'];
  if (content.length > 0 && !content.includes('all')) {
    const allowed = new Set(content.flatMap((kind) => CONTENT_TYPES[kind] ?? []));
    types = (types ?? ALL_TYPES).filter((type) => allowed.has(type));
  }
  const scope: Scope = { start, end, types, channels: filter.channels && filter.channels.length > 0 ? filter.channels : undefined, stories: [] };
  if (filter.markers && filter.markers.length > 0) {
    scope.stories.push({ sql: `m.story_id IN (SELECT story_id FROM story_marker WHERE marker_id IN (${marks(filter.markers)}))`, params: [...filter.markers] });
  }
  return scope;
}

export function withThemes(scope: Scope, themes: readonly number[] | undefined): Scope {
  if (!themes || themes.length === 0) return scope;
  return { ...scope, stories: [...scope.stories, { sql: `m.story_id IN (SELECT id FROM story WHERE theme_id IN (${marks(themes)}))`, params: [...themes] }] };
}

export function withStories(scope: Scope, stories: readonly number[] | undefined): Scope {
  if (!stories || stories.length === 0) return scope;
  return { ...scope, stories: [...scope.stories, { sql: `m.story_id IN (${marks(stories)})`, params: [...stories] }] };
}

export function withPersons(scope: Scope, persons: readonly number[] | undefined): Scope {
  if (!persons || persons.length === 0) return scope;
  return { ...scope, stories: [...scope.stories, { sql: `m.story_id IN (SELECT story_id FROM story_person WHERE person_id IN (${marks(persons)}))`, params: [...persons] }] };
}

export const marks = (items: readonly unknown[]) => items.map(() => '?').join(', ');

export interface Source {
  /** FROM clause: the table as `m`, with `day`, `positive`, `neutral`, `negative` and the wanted dimension. */
  from: string;
  where: string;
  params: unknown[];
}

/**
 * Where to read the scope's mentions from. `by: 'story'` gives `m.story_id` (and `m.first_minute`,
 * `m.last_minute`); `by: 'channel'` gives `m.channel_id`.
 */
export function source(scope: Scope, by: 'story' | 'channel'): Source {
  const conditions = ['m.day BETWEEN ? AND ?'];
  const params: unknown[] = [scope.start, scope.end];
  let from: string;
  const needsFacts = scope.channels !== undefined || (by === 'channel' && scope.stories.length > 0);
  if (needsFacts) {
    from = 'mention m';
    if (scope.channels) {
      conditions.push(`m.channel_id IN (${marks(scope.channels)})`);
      params.push(...scope.channels);
    }
    if (scope.types) {
      conditions.push(`m.channel_id IN (SELECT id FROM channel WHERE type IN (${marks(scope.types)}))`);
      params.push(...scope.types);
    }
  } else if (by === 'story') {
    from = 'story_day m';
    if (scope.types) {
      conditions.push(`m.type IN (${marks(scope.types)})`);
      params.push(...scope.types);
    }
  } else {
    from = 'channel_day m';
    if (scope.types) {
      conditions.push(`m.channel_id IN (SELECT id FROM channel WHERE type IN (${marks(scope.types)}))`);
      params.push(...scope.types);
    }
  }
  for (const story of scope.stories) {
    conditions.push(story.sql);
    params.push(...story.params);
  }
  return { from, where: conditions.join(' AND '), params };
}

export const COUNT = 'sum(m.positive + m.neutral + m.negative)';
export const SPLIT = 'sum(m.positive) AS positive, sum(m.neutral) AS neutral, sum(m.negative) AS negative';

/** One point per day of the scope, days without mentions as zeros. */
export function dynamics(scope: Scope, rows: readonly { day: number; count: number }[]): Schemas['DynamicsPoint'][] {
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  const points: Schemas['DynamicsPoint'][] = [];
  for (let day = scope.start; day <= scope.end; day++) points.push({ date: dateOf(day), count: counts.get(day) ?? 0 });
  return points;
}

/** Rows of `{ key, day, count }` as one dynamics series per key. */
export function dynamicsBy<K>(scope: Scope, rows: readonly { key: K; day: number; count: number }[]): Map<K, Schemas['DynamicsPoint'][]> {
  const grouped = new Map<K, { day: number; count: number }[]>();
  for (const row of rows) {
    let list = grouped.get(row.key);
    if (!list) grouped.set(row.key, (list = []));
    list.push(row);
  }
  return new Map([...grouped].map(([key, list]) => [key, dynamics(scope, list)]));
}

export const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 10_000) / 10_000 : 0);
