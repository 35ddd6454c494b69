// Statistics of themes, stories, persons, channels and markers: for each, the total and the daily
// dynamics of all the mentions it covers, and its leading items with their own dynamics and
// per-channel breakdown; one story's page; and the theme catalogue.
import type { Database } from 'better-sqlite3';
import { timeOf } from '../data/calendar.js';
import { notFound } from '../lib/answers.js';
import { totalDynamics } from './info.js';
import {
  byChannelType,
  COUNT,
  dataDays,
  dynamics,
  dynamicsBy,
  marks,
  scopeOf,
  signedSpans,
  source,
  withPersons,
  withStories,
  withThemes,
  type Scope,
  type Source,
} from './scope.js';
import type { Handlers, Schemas } from './types.js';

/** How an entity hangs on the mentions: the join from `m.story_id` and the entity's id. */
interface Dimension {
  join: string;
  /** The source of the per-channel breakdown: the themes have a rollup of their own. */
  breakdown: 'channel' | 'theme-channel';
  /** The all-time totals by entity and channel, and the entity's column there. */
  totals?: { table: string; key: string };
  /** Parameters of `join`, which comes after the source (whose parameters are all in its FROM). */
  joinParams: unknown[];
  /**
   * A mention as the total and the dynamics count it, over the theme rollups (`theme` source):
   * once for each person or marker of its story (`m.person_mentions`), so that they are sums
   * without the join. Undefined when only some of the entity are counted.
   */
  weight?: string;
  /** The source the leading items and their dynamics are read from. */
  rows: 'theme' | 'story';
  /**
   * The entity's own rollups (by day and month, column `m.<entity>_id`), read instead of `rows`
   * when the scope without the request's filter on the entity restricts neither channels nor
   * stories; `only` is that filter (empty for none).
   */
  own?: { by: 'person' | 'marker'; key: string; only: readonly number[] };
  key: string;
  /** Only the stories of these entities. */
  restrict(scope: Scope, ids: readonly number[]): Scope;
}

const MENTIONS = 'm.positive + m.neutral + m.negative';

const THEMES: Dimension = {
  join: '',
  joinParams: [],
  weight: MENTIONS,
  rows: 'theme',
  key: 'm.theme_id',
  breakdown: 'theme-channel',
  totals: { table: 'theme_channel', key: 'theme_id' },
  restrict: withThemes,
};
const STORIES: Dimension = {
  join: '',
  joinParams: [],
  weight: MENTIONS,
  rows: 'story',
  key: 'm.story_id',
  breakdown: 'channel',
  totals: { table: 'story_channel', key: 'story_id' },
  restrict: withStories,
};
/**
 * Persons or key entities (markers) of the stories, or only some of them (the others' mentions of
 * the same stories are not counted): each read from its own link table, rollups and totals.
 */
const mentionedOf = (entity: 'person' | 'marker', only: readonly number[] | undefined): Dimension => {
  const link = entity === 'person' ? 'sp' : 'sm';
  const some = only !== undefined && only.length > 0;
  return {
    join: `JOIN story_${entity} ${link} ON ${link}.story_id = m.story_id${some ? ` AND ${link}.${entity}_id IN (${marks(only)})` : ''}`,
    joinParams: [...(only ?? [])],
    weight: some ? undefined : `m.${entity}_mentions`,
    rows: 'story',
    key: `${link}.${entity}_id`,
    breakdown: 'channel',
    totals: { table: `${entity}_channel`, key: `${entity}_id` },
    own: { by: entity, key: `m.${entity}_id`, only: only ?? [] },
    restrict: (scope, ids) => ({
      ...scope,
      stories: [
        ...scope.stories,
        {
          sql: `m.story_id IN (SELECT story_id FROM story_${entity} WHERE ${entity}_id IN (${marks(ids)}))`,
          params: [...ids],
        },
      ],
    }),
  };
};

/**
 * The rows of `src` joined to the entity, with the count of mentions to sum (`count`), and the
 * parameters of both. An entity joined to the stories takes the rows summed by story (and by
 * `also`, columns of `m` kept for the grouping) first: one row a story to join, not one a fact.
 */
function joined(dimension: Dimension, src: Source, also: readonly string[] = []): Source & { count: string } {
  if (!dimension.join) return { ...src, count: COUNT };
  const keys = ['m.story_id', ...also].join(', ');
  return {
    from: `(SELECT ${keys}, ${COUNT} AS count FROM ${src.from} WHERE ${src.where} GROUP BY ${keys}) m ${dimension.join}`,
    where: '1 = 1',
    params: [...src.params, ...dimension.joinParams],
    count: 'sum(m.count)',
  };
}

interface Item {
  id: number;
  total: number;
  dynamics: Schemas['DynamicsPoint'][];
  channels: Schemas['ChannelCount'][];
}

/**
 * Total, dynamics and the leading `limit` items of one dimension, each with its dynamics and
 * channels. `unfiltered` is the scope without the request's own filter on the entity (`person_id`,
 * `markers`), which the leading items satisfy anyway.
 */
function statisticsOf(
  db: Database,
  scope: Scope,
  dimension: Dimension,
  limit: number,
  unfiltered: Scope = scope,
): { total: number; dynamics: Schemas['DynamicsPoint'][]; items: Item[] } {
  const src = source(scope, dimension.rows);
  const days = dimension.weight
    ? { ...source(scope, 'theme', true), count: `sum(${dimension.weight})` }
    : joined(dimension, source(scope, 'story', true), ['m.day']);
  const perDay = db
    .prepare(`SELECT m.day AS day, ${days.count} AS count FROM ${days.from} WHERE ${days.where} GROUP BY m.day`)
    .all(...days.params) as { day: number; count: number }[];
  const series = dynamics(scope, perDay);
  const total = series.reduce((sum, point) => sum + point.count, 0);
  const own =
    dimension.own && unfiltered.channels === undefined && unfiltered.stories.length === 0 ? dimension.own : undefined;
  let top: { id: number; count: number }[];
  if (own) {
    const rows = source(unfiltered, own.by);
    const kept = own.only.length > 0 ? `AND ${own.key} IN (${marks(own.only)})` : '';
    top = db
      .prepare(
        `SELECT ${own.key} AS id, ${COUNT} AS count FROM ${rows.from} WHERE ${rows.where} ${kept} GROUP BY ${own.key} ORDER BY count DESC, id LIMIT ?`,
      )
      .all(...rows.params, ...own.only, limit) as { id: number; count: number }[];
  } else {
    const rows = joined(dimension, src);
    top = db
      .prepare(
        `SELECT ${dimension.key} AS id, ${rows.count} AS count FROM ${rows.from} WHERE ${rows.where} GROUP BY ${dimension.key} ORDER BY count DESC, id LIMIT ?`,
      )
      .all(...rows.params, limit) as { id: number; count: number }[];
  }
  if (top.length === 0) return { total, dynamics: series, items: [] };
  const ids = top.map((row) => row.id);
  const only = `${dimension.key} IN (${marks(ids)})`;
  const restricted = dimension.restrict(scope, ids);
  let daily: { key: number; day: number; count: number }[];
  if (own) {
    const rows = source(unfiltered, own.by, true);
    daily = db
      .prepare(
        `SELECT ${own.key} AS key, m.day AS day, ${COUNT} AS count FROM ${rows.from} WHERE ${rows.where} AND ${own.key} IN (${marks(ids)}) GROUP BY key, m.day`,
      )
      .all(...rows.params, ...ids) as { key: number; day: number; count: number }[];
  } else {
    const rows = joined(dimension, source(restricted, dimension.rows, true), ['m.day']);
    daily = db
      .prepare(
        `SELECT ${dimension.key} AS key, m.day AS day, ${rows.count} AS count FROM ${rows.from} WHERE ${rows.where} AND ${only} GROUP BY key, m.day`,
      )
      .all(...rows.params, ...ids) as { key: number; day: number; count: number }[];
  }
  const byDay = dynamicsBy(scope, daily);
  const channels = new Map<number, Schemas['ChannelCount'][]>();
  for (const row of channelsOf(db, unfiltered, restricted, dimension, ids)) {
    let list = channels.get(row.key);
    if (!list) channels.set(row.key, (list = []));
    list.push({ channel_id: row.channel_id, count: row.count });
  }
  return {
    total,
    dynamics: series,
    items: top.map((row) => ({
      id: row.id,
      total: row.count,
      dynamics: byDay.get(row.id) ?? dynamics(scope, []),
      channels: channels.get(row.id) ?? [],
    })),
  };
}

/**
 * The per-channel breakdown of the leading items `ids` (`restricted` is the scope kept to them), by
 * item and channel, most mentioned first. Read from the period's rows; or, over a period that
 * holds most of the data, as the items' all-time totals less the mentions outside the period,
 * when the entity has totals and `scope` (without the request's filter on the entity itself)
 * restricts neither the channels nor the stories.
 */
function channelsOf(
  db: Database,
  scope: Scope,
  restricted: Scope,
  dimension: Dimension,
  ids: readonly number[],
): { key: number; channel_id: number; count: number }[] {
  const only = `${dimension.key} IN (${marks(ids)})`;
  const order = 'ORDER BY key, count DESC, m.channel_id';
  const range =
    dimension.totals && scope.channels === undefined && scope.stories.length === 0 ? dataDays(db) : undefined;
  const outside: [number, number][] = [];
  if (range) {
    if (scope.start > range.first) outside.push([range.first, Math.min(scope.start - 1, range.last)]);
    if (scope.end < range.last) outside.push([Math.max(scope.end + 1, range.first), range.last]);
  }
  const outsideDays = outside.reduce((sum, [from, to]) => sum + Math.max(0, to - from + 1), 0);
  const periodDays = range ? Math.min(scope.end, range.last) - Math.max(scope.start, range.first) + 1 : 0;
  if (!range || !dimension.totals || outsideDays * 2 >= periodDays) {
    const facts = joined(dimension, source(restricted, dimension.breakdown), ['m.channel_id']);
    return db
      .prepare(
        `SELECT ${dimension.key} AS key, m.channel_id AS channel_id, ${facts.count} AS count FROM ${facts.from} WHERE ${facts.where} AND ${only} GROUP BY key, m.channel_id ${order}`,
      )
      .all(...facts.params, ...ids) as { key: number; channel_id: number; count: number }[];
  }
  // Every mention counts at least once, so an item and channel with none in the period come out
  // at zero and are left out, as they are from the period's own rows.
  const { table, key } = dimension.totals;
  const parts = [
    `SELECT t.${key} AS key, t.channel_id AS channel_id, t.positive + t.neutral + t.negative AS n FROM ${table} t
     WHERE t.${key} IN (${marks(ids)})${scope.types ? ` AND t.type IN (${marks(scope.types)})` : ''}`,
  ];
  const params: unknown[] = [...ids, ...(scope.types ?? [])];
  // The outside days from the facts; for the themes, whole months from their month rows where
  // that is less to read (a month of them weighs about as much as five days of facts).
  const pieces = outside.flatMap(([from, to]) =>
    dimension.breakdown === 'theme-channel'
      ? signedSpans(from, to, range.first, range.last, 5)
      : [{ kind: 'days' as const, from, to, sign: 1 as const }],
  );
  for (const piece of pieces) {
    const rows = source(
      { ...restricted, start: piece.from, end: piece.to },
      dimension.breakdown,
      piece.kind === 'days',
    );
    parts.push(
      `SELECT ${dimension.key} AS key, m.channel_id AS channel_id, ${-piece.sign} * (m.positive + m.neutral + m.negative) AS n
       FROM ${rows.from} ${dimension.join} WHERE ${rows.where} AND ${only}`,
    );
    params.push(...rows.params, ...dimension.joinParams, ...ids);
  }
  return db
    .prepare(
      `SELECT m.key AS key, m.channel_id AS channel_id, sum(m.n) AS count FROM (${parts.join(' UNION ALL ')}) m
       GROUP BY m.key, m.channel_id HAVING sum(m.n) > 0 ${order}`,
    )
    .all(...params) as { key: number; channel_id: number; count: number }[];
}

/**
 * The statistics answer: each leading item with what `sql` (a `SELECT` with `id` and no `WHERE`)
 * reads of its row, as `fields` picks it (a name; a story's title and theme; a person's position).
 */
function described<Row extends { id: number }, Fields extends object>(
  db: Database,
  result: ReturnType<typeof statisticsOf>,
  sql: string,
  fields: (row: Row) => Fields,
) {
  const ids = result.items.map((item) => item.id);
  const rows = new Map(
    (ids.length > 0 ? (db.prepare(`${sql} WHERE id IN (${marks(ids)})`).all(...ids) as Row[]) : []).map((row) => [
      row.id,
      row,
    ]),
  );
  return { statistics: { ...result, items: result.items.map((item) => ({ ...item, ...fields(rows.get(item.id)!) })) } };
}

type Named = { id: number; name: string };
const justName = (row: Named) => ({ name: row.name });

export const statistics: Handlers = {
  statisticsThemes({ db, body, now, lang }) {
    const scope = withThemes(scopeOf(body, now()), body.theme_id);
    const result = statisticsOf(db, scope, THEMES, body.limit ?? 10);
    return described(db, result, `SELECT id, name_${lang} AS name FROM theme`, justName);
  },

  statisticsStories({ db, body, now }) {
    const scope = withStories(withThemes(scopeOf(body, now()), body.theme_id), body.story_id);
    const result = statisticsOf(db, scope, STORIES, body.limit ?? 10);
    return described(
      db,
      result,
      'SELECT id, title, theme_id FROM story',
      (row: { id: number; title: string; theme_id: number }) => ({ title: row.title, theme_id: row.theme_id }),
    );
  },

  statisticsPersons({ db, body, now }) {
    const scope = scopeOf(body, now());
    const result = statisticsOf(
      db,
      withPersons(scope, body.person_id),
      mentionedOf('person', body.person_id),
      body.limit ?? 10,
      scope,
    );
    return described(db, result, 'SELECT id, name, position FROM person', (row: Named & { position: string }) => ({
      name: row.name,
      position: row.position,
    }));
  },

  statisticsMarkers({ db, body, now }) {
    const result = statisticsOf(
      db,
      scopeOf(body, now()),
      mentionedOf('marker', body.markers),
      body.limit ?? 10,
      scopeOf({ ...body, markers: undefined }, now()),
    );
    return described(db, result, 'SELECT id, name FROM marker', justName);
  },

  statisticsChannels({ db, body, now }) {
    const scope = scopeOf(body, now());
    const series = totalDynamics(db, scope);
    const src = source(scope, 'channel');
    const days = source(scope, 'channel', true);
    // By channel type: the same sums from the theme rollups by type, a few rows a day.
    const byType = source(byChannelType(scope), 'theme', true);
    const typeRows = db
      .prepare(
        `SELECT m.type AS key, m.day AS day, ${COUNT} AS count FROM ${byType.from} WHERE ${byType.where} GROUP BY m.type, m.day`,
      )
      .all(...byType.params) as { key: Schemas['ChannelType']; day: number; count: number }[];
    const types = [...dynamicsBy(scope, typeRows)]
      .map(([type, points]) => ({ type, total: points.reduce((sum, point) => sum + point.count, 0), dynamics: points }))
      .filter((entry) => entry.total > 0)
      .sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
    const top = db
      .prepare(
        `SELECT c.id AS id, c.name AS name, c.type AS type, ${COUNT} AS count FROM ${src.from} JOIN channel c ON c.id = m.channel_id WHERE ${src.where} GROUP BY c.id ORDER BY count DESC, c.id LIMIT ?`,
      )
      .all(...src.params, body.limit ?? 10) as {
      id: number;
      name: string;
      type: Schemas['ChannelType'];
      count: number;
    }[];
    const byChannel =
      top.length > 0
        ? dynamicsBy(
            scope,
            db
              .prepare(
                `SELECT m.channel_id AS key, m.day AS day, ${COUNT} AS count FROM ${days.from} WHERE ${days.where} AND m.channel_id IN (${marks(top)}) GROUP BY m.channel_id, m.day`,
              )
              .all(...days.params, ...top.map((row) => row.id)) as { key: number; day: number; count: number }[],
          )
        : new Map();
    const items = top.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      total: row.count,
      dynamics: byChannel.get(row.id) ?? dynamics(scope, []),
      channels: [{ channel_id: row.id, count: row.count }],
    }));
    return {
      statistics: { total: series.reduce((sum, point) => sum + point.count, 0), dynamics: series, types, items },
    };
  },

  statisticsStory({ db, body, now }) {
    const story = db.prepare('SELECT id, title, theme_id FROM story WHERE id = ?').get(body.story_id) as
      { id: number; title: string; theme_id: number } | undefined;
    if (!story) throw notFound();
    const span = db
      .prepare('SELECT min(first_at) AS first, max(last_at) AS last FROM story_day WHERE story_id = ?')
      .get(body.story_id) as {
      first: number | null;
      last: number | null;
    };
    const born = (db.prepare('SELECT born FROM story WHERE id = ?').get(body.story_id) as { born: number }).born;
    const at = (minutes: number | null, fallback: number) =>
      minutes === null ? timeOf(fallback, 0) : timeOf(Math.floor(minutes / 1440), minutes % 1440);
    const scope = withStories(scopeOf(body, now()), [body.story_id]);
    const src = source(scope, 'story');
    const sentiment = db
      .prepare(
        `SELECT coalesce(sum(m.positive), 0) AS positive, coalesce(sum(m.neutral), 0) AS neutral, coalesce(sum(m.negative), 0) AS negative FROM ${src.from} WHERE ${src.where}`,
      )
      .get(...src.params) as Schemas['SentimentSplit'];
    const facts = source(scope, 'channel');
    const sources = db
      .prepare(
        `SELECT c.id AS channel_id, c.name AS name, c.type AS type, ${COUNT} AS count FROM ${facts.from} JOIN channel c ON c.id = m.channel_id
         WHERE ${facts.where} GROUP BY c.id ORDER BY count DESC, c.id LIMIT ?`,
      )
      .all(...facts.params, body.limit ?? 10) as Schemas['StorySource'][];
    return {
      statistics: {
        story: { ...story, first_seen: at(span.first, born), last_seen: at(span.last, born) },
        total: sentiment.positive + sentiment.neutral + sentiment.negative,
        sentiment,
        dynamics: totalDynamics(db, scope),
        sources,
      },
    };
  },

  themeList({ db, body, lang }) {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 20;
    const order = (body?.sort_order ?? 'asc') === 'asc' ? 'ASC' : 'DESC';
    const column = body?.sort_by === 'name' ? `name_${lang}` : 'id';
    const total = (db.prepare('SELECT count(*) AS n FROM theme').get() as { n: number }).n;
    const items = db
      .prepare(`SELECT id, name_${lang} AS name FROM theme ORDER BY ${column} ${order}, id LIMIT ? OFFSET ?`)
      .all(limit, (page - 1) * limit) as Schemas['Theme'][];
    return { items, meta: { total, page, limit } };
  },
};
