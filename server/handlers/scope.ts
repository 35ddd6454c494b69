// The statistics filters as SQL. Every info and statistics call narrows the mentions the same way
// (period, channels, channel types, content type, markers, and the call's own story, theme or
// person restriction) and then reads them from the cheapest table that can answer:
// - `mention` (by channel and story) when channels are chosen for an answer per story, person or
//   marker, or when an answer per channel is wanted for a restricted set of stories;
// - the story rollups for answers per story, theme, person or marker over all channels, the theme
//   rollups for totals and answers per theme over all channels and stories (both by channel type,
//   or over every type at once when no type is restricted), and the channel rollups for answers
//   per channel over all stories: whole months of the period from the month tables, the days
//   around them from the day tables;
// - with channels chosen, the theme-by-channel rollups for totals and answers per theme over all
//   stories (whole months and days around them, as above), and the channel day rollup for answers
//   per channel over all stories;
// - with channels chosen, what is otherwise read from the facts (answers per story, and the others
//   for a restricted set of stories) over a long period: its whole months from the stories by
//   channel and month, the days around them from the facts.
// Only parameters reach SQL; the lists are expanded into `?` placeholders.
import type { Database } from 'better-sqlite3';
import { clockOf, dateOf, dayOf, mondayOf } from '../data/calendar.js';
import { monthOf, nextMonth } from '../data/info-rollups.js';
import { invalid } from '../lib/answers.js';
import type { Schemas } from './types.js';

/** The statistics filters every info and statistics request carries. */
export type Filter = Partial<
  Pick<Schemas['StatisticsFilter'], 'period' | 'channels' | 'channel_types' | 'content_type' | 'markers'>
>;

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
  /** Only the stories of these themes, or undefined for all. */
  themes?: readonly number[];
  /** SQL conditions on the story (`m.story_id`), with their parameters. */
  stories: { sql: string; params: unknown[] }[];
  /**
   * The latest day with mentions, when known: a month that the period holds from its first day to
   * past this day is read whole, from the month rollups (they hold its days so far).
   */
  latest?: number;
}

const MAX_DAYS = 366;

/**
 * The filters of a request as a scope; the period defaults to Monday of this week through today.
 * Given the database, the scope knows the latest day with mentions too (`latest`).
 */
export function scopeOf(filter: Filter, now: Date, db?: Database): Scope {
  const today = clockOf(now).day;
  const start = filter.period ? dayOf(filter.period.start_date) : mondayOf(today);
  const end = filter.period ? dayOf(filter.period.end_date) : today;
  if (start > end)
    throw invalid({ 'period.start_date': ['The start date must be a date before or equal to the end date.'] });
  if (end - start + 1 > MAX_DAYS) throw invalid({ period: [`The period may cover at most ${MAX_DAYS} days.`] });
  let types: string[] | undefined;
  if (filter.channel_types && filter.channel_types.length > 0) types = [...filter.channel_types];
  const content = filter.content_type ?? ['all'];
  if (content.length > 0 && !content.includes('all')) {
    const allowed = new Set(content.flatMap((kind) => CONTENT_TYPES[kind] ?? []));
    types = (types ?? ALL_TYPES).filter((type) => allowed.has(type));
  }
  const scope: Scope = {
    start,
    end,
    types,
    channels: filter.channels && filter.channels.length > 0 ? filter.channels : undefined,
    stories: [],
    latest: db ? dataDays(db)?.last : undefined,
  };
  if (filter.markers && filter.markers.length > 0) {
    scope.stories.push({
      sql: `m.story_id IN (SELECT story_id FROM story_marker WHERE marker_id IN (${marks(filter.markers)}))`,
      params: [...filter.markers],
    });
  }
  return scope;
}

export function withThemes(scope: Scope, themes: readonly number[] | undefined): Scope {
  if (!themes || themes.length === 0) return scope;
  return { ...scope, themes: scope.themes ? scope.themes.filter((theme) => themes.includes(theme)) : themes };
}

export function withStories(scope: Scope, stories: readonly number[] | undefined): Scope {
  if (!stories || stories.length === 0) return scope;
  return { ...scope, stories: [...scope.stories, { sql: `m.story_id IN (${marks(stories)})`, params: [...stories] }] };
}

export function withPersons(scope: Scope, persons: readonly number[] | undefined): Scope {
  if (!persons || persons.length === 0) return scope;
  return {
    ...scope,
    stories: [
      ...scope.stories,
      {
        sql: `m.story_id IN (SELECT story_id FROM story_person WHERE person_id IN (${marks(persons)}))`,
        params: [...persons],
      },
    ],
  };
}

/** The scope with every channel type named when it restricts none: its rows keep their `type`, to be summed by it. */
export function byChannelType(scope: Scope): Scope {
  return scope.types ? scope : { ...scope, types: ALL_TYPES };
}

export const marks = (items: readonly unknown[]) => items.map(() => '?').join(', ');

export interface Source {
  /** FROM clause: the rows as `m`, with `positive`, `neutral`, `negative` and the wanted dimension. */
  from: string;
  where: string;
  params: unknown[];
}

export type Dimension = 'story' | 'theme' | 'person' | 'marker' | 'channel' | 'theme-channel';

/**
 * Whole months of [start, end] (by their first days) and the days around them. The month of the
 * end counts as whole when no day after the end has mentions (`latest`, the latest day that has):
 * its month rows hold what its days so far hold.
 */
export function spans(
  start: number,
  end: number,
  latest?: number,
): { months?: [number, number]; days: [number, number][] } {
  const first = start === monthOf(start) ? start : nextMonth(start);
  // The last day of the last whole month.
  let last = latest !== undefined && end >= latest ? nextMonth(monthOf(end)) - 1 : monthOf(end + 1) - 1;
  if (last - first < 27) return { days: [[start, end]] };
  const days: [number, number][] = [];
  if (start < first) days.push([start, first - 1]);
  if (last < end) days.push([last + 1, end]);
  last = monthOf(last);
  return { months: [first, last], days };
}

/**
 * Where to read the scope's mentions from, as rows with `day` (null in month rows), `type` (null
 * in the rows by story or theme when no type is restricted: they are read from the rollups over
 * every type; `byChannelType` keeps it),
 * `positive`, `neutral`, `negative` and, by dimension: `story_id`, `theme_id`, `persons` and
 * `markers` (how many the story has), `first_at`, `last_at` (minutes since 1970) for `story`;
 * `theme_id`, `person_mentions` and `marker_mentions` (the mentions counted once for each person or
 * marker of their stories) for `theme`; `person_id` for `person` and `marker_id` for `marker` (read
 * from their rollups only: neither channels nor stories may be restricted); `channel_id` for `channel`; `theme_id` and `channel_id` for
 * `theme-channel`. `perDay` keeps to day tables, for answers by day.
 *
 * With channels chosen and every story counted, `theme`, `theme-channel` and (over every theme)
 * `channel` are read from the rollups by channel: the theme-by-channel ones (whole months from the
 * month table) and the channel day rows. Otherwise the facts (`mention`) are read when channels are
 * chosen, or when an answer per channel is wanted for a restricted set of stories; otherwise the
 * rollups, whole months from the month tables (for `theme` with a restricted set of stories, the
 * story rollups). With channels chosen, the whole months of what is read from the facts come from
 * the stories by channel and month (`story_channel_month`), except for answers by day.
 */
export function source(scope: Scope, by: Dimension, perDay = false): Source {
  const perChannel =
    scope.channels !== undefined &&
    scope.stories.length === 0 &&
    (by === 'theme' || by === 'theme-channel' || (by === 'channel' && scope.themes === undefined));
  const facts =
    (scope.channels !== undefined && !perChannel) ||
    (by !== 'story' && by !== 'theme' && scope.stories.length > 0) ||
    (by === 'channel' && scope.themes !== undefined);
  // The facts of some channels over whole months: the stories by channel and month.
  const storyMonths = facts && scope.channels !== undefined && !perDay;
  const members: { sql: string; params: unknown[] }[] = [];
  // A few channels' day rows are few enough to read a year of them; the channel month rows are
  // keyed by month first, so the days are read for them.
  const cut =
    (facts && !storyMonths) || perDay || (perChannel && by === 'channel')
      ? { days: [[scope.start, scope.end] as [number, number]] }
      : spans(scope.start, scope.end, scope.latest);
  for (const [from, to] of cut.days) members.push(member(scope, by, facts ? 'facts' : 'day', from, to));
  if (cut.months) members.push(member(scope, by, storyMonths ? 'story-month' : 'month', cut.months[0], cut.months[1]));
  if (members.length === 1) {
    const only = members[0]!;
    return { from: `(${only.sql}) m`, where: '1 = 1', params: only.params };
  }
  return {
    from: `(${members.map((part) => part.sql).join(' UNION ALL ')}) m`,
    where: '1 = 1',
    params: members.flatMap((part) => part.params),
  };
}

const TABLES: Record<Dimension, { day: string; month: string; columns: string }> = {
  story: {
    day: 'story_day',
    month: 'story_month',
    columns: 'm.story_id, m.theme_id, m.persons, m.markers, m.first_at, m.last_at',
  },
  theme: { day: 'theme_day', month: 'theme_month', columns: 'm.theme_id, m.person_mentions, m.marker_mentions' },
  person: { day: 'person_day', month: 'person_month', columns: 'm.person_id' },
  marker: { day: 'marker_day', month: 'marker_month', columns: 'm.marker_id' },
  channel: { day: 'channel_day', month: 'channel_month', columns: 'm.channel_id' },
  // Over every channel, when every story counts (a restricted set of stories is read from the facts).
  'theme-channel': { day: 'theme_channel_day', month: 'theme_channel_month', columns: 'm.theme_id, m.channel_id' },
};

/**
 * The story and theme rollups over every channel type at once, read when no type is restricted
 * (`type` is NULL in their rows).
 */
const ALL_TYPE_TABLES = {
  story: { day: 'story_all_day', month: 'story_all_month', columns: TABLES.story.columns },
  theme: { day: 'theme_all_day', month: 'theme_all_month', columns: TABLES.theme.columns },
};

/** The rollups by channel, read when channels are chosen and every story counted. */
const CHANNEL_TABLES: Partial<Record<Dimension, { day: string; month: string; columns: string }>> = {
  theme: {
    day: 'theme_channel_day',
    month: 'theme_channel_month',
    columns: 'm.theme_id, m.person_mentions, m.marker_mentions',
  },
  'theme-channel': { day: 'theme_channel_day', month: 'theme_channel_month', columns: 'm.theme_id, m.channel_id' },
  channel: { day: 'channel_day', month: 'channel_month', columns: 'm.channel_id' },
};

/** The `theme` columns from the story rollups, when some stories only are counted. */
const THEME_FROM_STORIES =
  'm.theme_id, (m.positive + m.neutral + m.negative) * m.persons AS person_mentions, (m.positive + m.neutral + m.negative) * m.markers AS marker_mentions';

const FACT_COLUMNS: Partial<Record<Dimension, string>> = {
  story:
    'm.story_id, s.theme_id, s.persons, s.markers, m.day * 1440 + m.first_minute AS first_at, m.day * 1440 + m.last_minute AS last_at',
  theme:
    's.theme_id, (m.positive + m.neutral + m.negative) * s.persons AS person_mentions, (m.positive + m.neutral + m.negative) * s.markers AS marker_mentions',
  channel: 'm.channel_id, m.story_id',
  'theme-channel': 's.theme_id, m.channel_id',
};

/** The columns of FACT_COLUMNS from the stories by channel and month. */
const STORY_CHANNEL_COLUMNS: Partial<Record<Dimension, string>> = {
  story: TABLES.story.columns,
  theme: THEME_FROM_STORIES,
  channel: 'm.channel_id, m.story_id',
  'theme-channel': 'm.theme_id, m.channel_id',
};

/** The first days of the months from `first` to `last` (both first days of months). */
function monthsOf(first: number, last: number): number[] {
  const months: number[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

function member(
  scope: Scope,
  by: Dimension,
  kind: 'facts' | 'day' | 'month' | 'story-month',
  from: number,
  to: number,
): { sql: string; params: unknown[] } {
  // The stories by channel and month are read by a list of months, so that every (month, channel)
  // of their key is one step down it.
  const months = kind === 'story-month' ? monthsOf(from, to) : [];
  const conditions: string[] = [];
  const params: unknown[] = kind === 'story-month' ? [...months] : [from, to];
  let sql: string;
  if ((by === 'person' || by === 'marker') && (scope.channels || scope.stories.length > 0 || scope.themes))
    throw new Error(`the ${by} rollups cannot be restricted to some channels, stories or themes`);
  const perChannel = kind !== 'facts' && kind !== 'story-month' && scope.channels !== undefined;
  const fromFacts = kind === 'facts';
  if (kind === 'story-month') {
    sql = `SELECT NULL AS day, m.type, m.positive, m.neutral, m.negative, ${STORY_CHANNEL_COLUMNS[by]} FROM story_channel_month m WHERE m.month IN (${marks(months)})`;
    conditions.push(`m.channel_id IN (${marks(scope.channels!)})`);
    params.push(...scope.channels!);
    if (scope.types) {
      conditions.push(`m.type IN (${marks(scope.types)})`);
      params.push(...scope.types);
    }
  } else if (fromFacts) {
    sql = `SELECT m.day AS day, c.type AS type, m.positive, m.neutral, m.negative, ${FACT_COLUMNS[by]}
      FROM mention m JOIN channel c ON c.id = m.channel_id JOIN story s ON s.id = m.story_id WHERE m.day BETWEEN ? AND ?`;
    if (scope.channels) {
      conditions.push(`m.channel_id IN (${marks(scope.channels)})`);
      params.push(...scope.channels);
    }
    if (scope.types) {
      conditions.push(`c.type IN (${marks(scope.types)})`);
      params.push(...scope.types);
    }
  } else {
    const stories = by === 'theme' && scope.stories.length > 0;
    // Over every channel type, by story or theme: the rollups without the type (a seventh of the rows).
    const allTypes = (by === 'story' || by === 'theme') && !perChannel && !scope.types;
    const table = perChannel
      ? CHANNEL_TABLES[by]!
      : stories
        ? { ...(allTypes ? ALL_TYPE_TABLES.story : TABLES.story), columns: THEME_FROM_STORIES }
        : allTypes
          ? ALL_TYPE_TABLES[by]
          : TABLES[by];
    const type = allTypes ? 'NULL AS type' : 'm.type';
    sql =
      kind === 'day'
        ? `SELECT m.day AS day, ${type}, m.positive, m.neutral, m.negative, ${table.columns} FROM ${table.day} m WHERE m.day BETWEEN ? AND ?`
        : `SELECT NULL AS day, ${type}, m.positive, m.neutral, m.negative, ${table.columns} FROM ${table.month} m WHERE m.month BETWEEN ? AND ?`;
    if (perChannel) {
      conditions.push(`m.channel_id IN (${marks(scope.channels!)})`);
      params.push(...scope.channels!);
    }
    if (scope.types) {
      conditions.push(`m.type IN (${marks(scope.types)})`);
      params.push(...scope.types);
    }
  }
  if (scope.themes) {
    conditions.push(`${fromFacts ? 's' : 'm'}.theme_id IN (${marks(scope.themes)})`);
    params.push(...scope.themes);
  }
  for (const story of scope.stories) {
    conditions.push(story.sql);
    params.push(...story.params);
  }
  return { sql: [sql, ...conditions].join(' AND '), params };
}

/**
 * [start, end] as whole months and runs of days, each added (`sign` 1) or taken off (-1): a month
 * that the period holds only part of is read whole less the days outside the period when that is
 * fewer days to read (days outside [first, last], the days with data, cost nothing). A month costs
 * as much as `monthCost` days. Only for plain sums.
 */
export function signedSpans(
  start: number,
  end: number,
  first: number,
  last: number,
  monthCost: number,
): { kind: 'month' | 'days'; from: number; to: number; sign: 1 | -1 }[] {
  const pieces: { kind: 'month' | 'days'; from: number; to: number; sign: 1 | -1 }[] = [];
  const days = (from: number, to: number) => Math.max(0, Math.min(to, last) - Math.max(from, first) + 1);
  for (let month = monthOf(start); month <= end; month = nextMonth(month)) {
    const monthEnd = nextMonth(month) - 1;
    const from = Math.max(month, start);
    const to = Math.min(monthEnd, end);
    const inside = days(from, to);
    const outside = days(month, from - 1) + days(to + 1, monthEnd);
    if (inside === 0) continue;
    if (outside === 0) {
      pieces.push({ kind: 'month', from: month, to: monthEnd, sign: 1 });
    } else if (monthCost + outside < inside) {
      pieces.push({ kind: 'month', from: month, to: monthEnd, sign: 1 });
      if (days(month, from - 1) > 0) pieces.push({ kind: 'days', from: month, to: from - 1, sign: -1 });
      if (days(to + 1, monthEnd) > 0) pieces.push({ kind: 'days', from: to + 1, to: monthEnd, sign: -1 });
    } else {
      pieces.push({ kind: 'days', from, to, sign: 1 });
    }
  }
  return pieces;
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
export function dynamicsBy<K>(
  scope: Scope,
  rows: readonly { key: K; day: number; count: number }[],
): Map<K, Schemas['DynamicsPoint'][]> {
  const grouped = new Map<K, { day: number; count: number }[]>();
  for (const row of rows) {
    let list = grouped.get(row.key);
    if (!list) grouped.set(row.key, (list = []));
    list.push(row);
  }
  return new Map([...grouped].map(([key, list]) => [key, dynamics(scope, list)]));
}

export const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 10_000) / 10_000 : 0);

/** The first and the last day with mentions. */
export function dataDays(db: Database): { first: number; last: number } | undefined {
  // Two subqueries: each is then one step down the table's key.
  const row = db
    .prepare('SELECT (SELECT min(day) FROM channel_day) AS first, (SELECT max(day) FROM channel_day) AS last')
    .get() as {
    first: number | null;
    last: number | null;
  };
  return row.first === null || row.last === null ? undefined : { first: row.first, last: row.last };
}
