// The info section's tops, sentiment, persons cloud and themes grid: sums of mentions within the
// statistics filters, grouped by what each block shows.
import type { Database } from 'better-sqlite3';
import { timeOf } from '../data/calendar.js';
import {
  COUNT,
  dataDays,
  SPLIT,
  dynamics,
  dynamicsBy,
  marks,
  scopeOf,
  share,
  source,
  withThemes,
  type Scope,
  type Source,
} from './scope.js';
import type { Handlers, Lang, Schemas } from './types.js';

interface Split {
  positive: number;
  neutral: number;
  negative: number;
}
const split = (row: Split): Schemas['SentimentSplit'] => ({
  positive: row.positive,
  neutral: row.neutral,
  negative: row.negative,
});
const themeName = (lang: Lang) => `name_${lang}`;

/** All mentions of the scope. */
export function totalOf(db: Database, scope: Scope): number {
  const src = source(scope, 'theme');
  return (
    db.prepare(`SELECT coalesce(${COUNT}, 0) AS count FROM ${src.from} WHERE ${src.where}`).get(...src.params) as {
      count: number;
    }
  ).count;
}

/** Mentions per day of the scope. */
export function totalDynamics(db: Database, scope: Scope): Schemas['DynamicsPoint'][] {
  const src = source(scope, 'theme', true);
  const rows = db
    .prepare(`SELECT m.day AS day, ${COUNT} AS count FROM ${src.from} WHERE ${src.where} GROUP BY m.day`)
    .all(...src.params) as { day: number; count: number }[];
  return dynamics(scope, rows);
}

interface ThemeRow extends Split {
  id: number;
  name: string;
  count: number;
}

export function topThemes(db: Database, scope: Scope, lang: Lang, limit: number): ThemeRow[] {
  const src = source(scope, 'theme');
  return db
    .prepare(
      `SELECT t.id AS id, t.${themeName(lang)} AS name, ${COUNT} AS count, ${SPLIT}
       FROM ${src.from} JOIN theme t ON t.id = m.theme_id
       WHERE ${src.where} GROUP BY t.id ORDER BY count DESC, t.id LIMIT ?`,
    )
    .all(...src.params, limit) as ThemeRow[];
}

export function themeDynamics(db: Database, scope: Scope, themes: readonly number[]) {
  if (themes.length === 0) return new Map<number, Schemas['DynamicsPoint'][]>();
  const restricted = withThemes(scope, themes);
  const src = source(restricted, 'theme', true);
  const rows = db
    .prepare(
      `SELECT m.theme_id AS key, m.day AS day, ${COUNT} AS count FROM ${src.from} WHERE ${src.where} GROUP BY m.theme_id, m.day`,
    )
    .all(...src.params) as { key: number; day: number; count: number }[];
  return dynamicsBy(restricted, rows);
}

export interface StoryRow extends Split {
  id: number;
  title: string;
  theme_id: number;
  count: number;
  first: number;
  last: number;
}

/** The scope's stories with their sums, first and latest mention, as `g`: grouped before they are joined to anything. */
const storySums = (src: Source) =>
  `(SELECT m.story_id AS story_id, ${COUNT} AS count, ${SPLIT}, min(m.first_at) AS first, max(m.last_at) AS last
    FROM ${src.from} WHERE ${src.where} GROUP BY m.story_id) g`;

const STORY_COLUMNS = `s.id AS id, s.title AS title, s.theme_id AS theme_id, g.count AS count, g.positive AS positive,
  g.neutral AS neutral, g.negative AS negative, g.first AS first, g.last AS last`;

export const storyTop = (row: StoryRow): Schemas['StoryTopItem'] => ({
  id: row.id,
  title: row.title,
  theme_id: row.theme_id,
  count: row.count,
  sentiment: split(row),
  first_seen: timeOf(Math.floor(row.first / 1440), row.first % 1440),
  last_seen: timeOf(Math.floor(row.last / 1440), row.last % 1440),
});

/** The sums of `g` (story sums) over the entity the stories are joined to. */
const SUMS =
  'sum(g.count) AS count, sum(g.positive) AS positive, sum(g.neutral) AS neutral, sum(g.negative) AS negative';

function personRows(db: Database, scope: Scope, limit: number) {
  const src = source(scope, 'story');
  return db
    .prepare(
      `SELECT p.id AS id, p.name AS name, p.position AS position, ${SUMS}
       FROM ${storySums(src)} JOIN story_person sp ON sp.story_id = g.story_id JOIN person p ON p.id = sp.person_id
       GROUP BY p.id ORDER BY count DESC, p.id LIMIT ?`,
    )
    .all(...src.params, limit) as (Split & { id: number; name: string; position: string; count: number })[];
}

export const info: Handlers = {
  infoThemesTop({ db, body, now, lang }) {
    const scope = scopeOf(body, now(), db);
    const total = totalOf(db, scope);
    const items = topThemes(db, scope, lang, body.limit ?? 10).map((row) => ({
      id: row.id,
      name: row.name,
      count: row.count,
      share: share(row.count, total),
      sentiment: split(row),
    }));
    return { items };
  },

  infoMainThemesTop({ db, body, now, lang }) {
    const scope = scopeOf(body, now(), db);
    const total = totalOf(db, scope);
    const top = topThemes(db, scope, lang, body.limit ?? 10);
    const series = themeDynamics(
      db,
      scope,
      top.map((row) => row.id),
    );
    return {
      items: top.map((row) => ({
        id: row.id,
        name: row.name,
        count: row.count,
        share: share(row.count, total),
        dynamics: series.get(row.id) ?? dynamics(scope, []),
      })),
    };
  },

  infoStoriesTop({ db, body, now }) {
    const scope = scopeOf(body, now(), db);
    const src = source(scope, 'story');
    const rows = db
      .prepare(
        `SELECT ${STORY_COLUMNS} FROM ${storySums(src)} JOIN story s ON s.id = g.story_id ORDER BY count DESC, s.id LIMIT ?`,
      )
      .all(...src.params, body.limit ?? 10) as StoryRow[];
    return { items: rows.map(storyTop) };
  },

  infoMainStoriesList({ db, body, now }) {
    const scope = withThemes(scopeOf(body, now(), db), body.theme_id);
    const src = source(scope, 'story');
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    const order = body.sort_order === 'asc' ? 'ASC' : 'DESC';
    const sort = { count: 'count', first_seen: 'first', last_seen: 'last', title: 's.title' }[body.sort_by ?? 'count'];
    const total = (
      db.prepare(`SELECT count(DISTINCT m.story_id) AS n FROM ${src.from} WHERE ${src.where}`).get(...src.params) as {
        n: number;
      }
    ).n;
    const rows = db
      .prepare(
        `SELECT ${STORY_COLUMNS} FROM ${storySums(src)} JOIN story s ON s.id = g.story_id ORDER BY ${sort} ${order}, s.id LIMIT ? OFFSET ?`,
      )
      .all(...src.params, limit, (page - 1) * limit) as StoryRow[];
    // Channels per story, for the page's stories only. Over every channel, a story whose mentions
    // all fall within the period (it lives inside it, as far as there are days with data) has them
    // in its all-time totals by channel: a few rows each, where its facts are thousands.
    const channels = new Map<number, number>();
    const days = scope.channels === undefined && rows.length > 0 ? dataDays(db) : undefined;
    const whole = new Set<number>();
    if (days) {
      for (const story of db
        .prepare(`SELECT id, born, ends FROM story WHERE id IN (${marks(rows)})`)
        .all(...rows.map((row) => row.id)) as { id: number; born: number; ends: number }[]) {
        if (Math.max(story.born, days.first) >= scope.start && Math.min(story.ends, days.last) <= scope.end)
          whole.add(story.id);
      }
    }
    if (whole.size > 0) {
      const ids = [...whole];
      const types = scope.types ? ` AND type IN (${marks(scope.types)})` : '';
      for (const row of db
        .prepare(
          `SELECT story_id AS id, count(*) AS n FROM story_channel
           WHERE story_id IN (${marks(ids)})${types} AND positive + neutral + negative > 0 GROUP BY story_id`,
        )
        .all(...ids, ...(scope.types ?? [])) as { id: number; n: number }[]) {
        channels.set(row.id, row.n);
      }
    }
    const rest = rows.filter((row) => !whole.has(row.id));
    if (rest.length > 0) {
      // From the facts (with channels chosen, their whole months from the stories by channel and month).
      const facts = source(
        {
          ...scope,
          stories: [...scope.stories, { sql: `m.story_id IN (${marks(rest)})`, params: rest.map((row) => row.id) }],
        },
        'channel',
      );
      for (const row of db
        .prepare(
          `SELECT m.story_id AS id, count(DISTINCT m.channel_id) AS n FROM ${facts.from} WHERE ${facts.where} GROUP BY m.story_id`,
        )
        .all(...facts.params) as { id: number; n: number }[]) {
        channels.set(row.id, row.n);
      }
    }
    return {
      items: rows.map((row) => ({ ...storyTop(row), channels_count: channels.get(row.id) ?? 0 })),
      meta: { total, page, limit },
    };
  },

  infoChannelsTop({ db, body, now }) {
    const scope = scopeOf(body, now(), db);
    const total = totalOf(db, scope);
    const src = source(scope, 'channel');
    // Summed by channel first, then the leaders joined to their channels. The unary + keeps SQLite
    // from walking the channel index for the grouping: sorting the period's rows is quicker.
    const rows = db
      .prepare(
        `SELECT c.id AS id, c.name AS name, c.type AS type, c.country AS country, g.count AS count
         FROM (SELECT m.channel_id AS channel_id, ${COUNT} AS count FROM ${src.from} WHERE ${src.where} GROUP BY +m.channel_id) g
         JOIN channel c ON c.id = g.channel_id ORDER BY count DESC, c.id LIMIT ?`,
      )
      .all(...src.params, body.limit ?? 10) as {
      id: number;
      name: string;
      type: Schemas['ChannelType'];
      country: string;
      count: number;
    }[];
    return { items: rows.map((row) => ({ ...row, share: share(row.count, total) })) };
  },

  infoSentimentGet({ db, body, now }) {
    const scope = scopeOf(body, now(), db);
    const src = source(scope, 'theme', true);
    const rows = db
      .prepare(`SELECT m.day AS day, ${SPLIT} FROM ${src.from} WHERE ${src.where} GROUP BY m.day`)
      .all(...src.params) as (Split & { day: number })[];
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const sum: Split = { positive: 0, neutral: 0, negative: 0 };
    const series: Schemas['SentimentDynamicsPoint'][] = [];
    for (const point of dynamics(scope, [])) {
      const row = byDay.get(scope.start + series.length) ?? { positive: 0, neutral: 0, negative: 0 };
      sum.positive += row.positive;
      sum.neutral += row.neutral;
      sum.negative += row.negative;
      series.push({ date: point.date, ...split(row) });
    }
    return { statistics: { total: sum.positive + sum.neutral + sum.negative, sentiment: sum, dynamics: series } };
  },

  infoPersonTop({ db, body, now }) {
    const rows = personRows(db, scopeOf(body, now(), db), body.limit ?? 10);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        position: row.position,
        count: row.count,
        sentiment: split(row),
      })),
    };
  },

  infoPersonCloud({ db, body, now }) {
    const rows = personRows(db, scopeOf(body, now(), db), body.limit ?? 10);
    const top = rows[0]?.count ?? 0;
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        count: row.count,
        weight: top > 0 ? Math.round((row.count / top) * 100) / 100 : 0,
      })),
    };
  },

  infoMarkersTop({ db, body, now }) {
    const scope = scopeOf(body, now(), db);
    const src = source(scope, 'story');
    const only = body.markers && body.markers.length > 0 ? `AND sm.marker_id IN (${marks(body.markers)})` : '';
    const rows = db
      .prepare(
        `SELECT k.id AS id, k.name AS name, ${SUMS}
         FROM ${storySums(src)} JOIN story_marker sm ON sm.story_id = g.story_id JOIN marker k ON k.id = sm.marker_id
         WHERE 1 = 1 ${only} GROUP BY k.id ORDER BY count DESC, k.id LIMIT ?`,
      )
      .all(...src.params, ...(body.markers ?? []), body.limit ?? 10) as (Split & {
      id: number;
      name: string;
      count: number;
    })[];
    return { items: rows.map((row) => ({ id: row.id, name: row.name, count: row.count, sentiment: split(row) })) };
  },

  infoThemesList({ db, body, now, lang }) {
    const scope = scopeOf(body, now(), db);
    const names = new Map(
      (
        db
          .prepare(`SELECT id, ${themeName(lang)} AS name FROM theme WHERE id IN (${marks(body.theme_id)})`)
          .all(...body.theme_id) as { id: number; name: string }[]
      ).map((row) => [row.id, row.name]),
    );
    const series = themeDynamics(
      db,
      scope,
      body.theme_id.filter((id) => names.has(id)),
    );
    const items = body.theme_id
      .filter((id) => names.has(id))
      .map((id) => {
        const points = series.get(id) ?? dynamics(scope, []);
        return {
          id,
          name: names.get(id)!,
          total: points.reduce((sum, point) => sum + point.count, 0),
          dynamics: points,
        };
      });
    return { items };
  },
};
