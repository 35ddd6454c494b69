// Objects and persons in video: the tops, the statistics (total, dynamics and one entry per
// object or person) and their split by channel. Objects and persons are counted alike, each
// from its own fact family; the statistics of both read the same per-day sums, so the total,
// the dynamics, the items and the channels agree.
import type { Database } from 'better-sqlite3';
import { marks } from './scope.js';
import type { Handlers, Schemas } from './types.js';
import {
  Tally,
  VIDEO_MEDIA,
  channelSums,
  grouped,
  markerItems,
  only,
  sourceOf,
  sumsBy,
  videoScopeOf,
  type Condition,
  type VideoScope,
} from './video-scope.js';

type Kind = 'object' | 'person';

export interface Entity {
  id: number;
  name: string;
  category: Schemas['VideoObjectCategory'];
  position: string | null;
  thumbnail_url: string | null;
}

/** The catalogue rows of some objects or persons; an object's thumbnail shows once its reference is processed. */
export function entities(db: Database, kind: Kind, ids: readonly number[], now: Date): Map<number, Entity> {
  if (ids.length === 0) return new Map();
  const rows =
    kind === 'object'
      ? (db
          .prepare(
            `SELECT id, name, category, NULL AS position, ready_ms <= ? AS ready FROM video_object WHERE id IN (${marks(ids)})`,
          )
          .all(now.getTime(), ...ids) as (Entity & { ready: number })[])
      : (db
          .prepare(
            `SELECT id, name, NULL AS category, position, 1 AS ready FROM video_person WHERE id IN (${marks(ids)})`,
          )
          .all(...ids) as (Entity & { ready: number })[]);
  return new Map(
    rows.map(({ ready, ...row }) => [
      row.id,
      { ...row, thumbnail_url: ready ? `${VIDEO_MEDIA}/${kind}s/${row.id}.jpg` : null },
    ]),
  );
}

/** The items a statistics request counts: the listed ones (all when none), within the markers. */
export const itemsOf = (kind: Kind, scope: VideoScope, ids: readonly number[] | undefined): Condition[] => [
  ...only(ids),
  ...markerItems(kind, scope),
];

/** Appearances by item over the scope, most first. */
export function topOf(
  db: Database,
  kind: Kind,
  scope: VideoScope,
  conditions: Condition[],
  limit: number,
): { id: number; count: number; seconds: number }[] {
  const src = sourceOf(kind, scope, 'item', conditions);
  return db
    .prepare(
      `SELECT m.item_id AS id, sum(m.n) AS count, sum(m.seconds) AS seconds FROM ${src.from} WHERE ${src.where} GROUP BY m.item_id HAVING count > 0 ORDER BY count DESC, id LIMIT ?`,
    )
    .all(...src.fromParams, ...src.params, limit) as { id: number; count: number; seconds: number }[];
}

/**
 * Statistics of objects or persons: the total and dynamics of every match, and an entry per item
 * with appearances, most first (the first `limit` of them when given; a report file lists all).
 */
export function statisticsOf(
  db: Database,
  kind: Kind,
  scope: VideoScope,
  conditions: Condition[],
  now: Date,
  limit = Infinity,
) {
  const sums = grouped(scope, sumsBy(db, kind, scope, 'item', conditions));
  const listed = sums.items.slice(0, limit);
  const names = entities(
    db,
    kind,
    listed.map((item) => item.key),
    now,
  );
  return { ...sums, items: listed.map((item) => ({ ...item, entity: names.get(item.key)! })) };
}

/** What a split by channel is asked for besides the filters: how many channels, with their dynamics or not. */
export interface SplitAsked {
  limit?: number;
  channel_dynamics?: boolean;
}

/**
 * The same appearances (or airings) split by channel: the totals over every channel, and the
 * `limit` busiest channels, each with its dynamics unless `channel_dynamics` is false.
 */
export function channelsOf(
  db: Database,
  kind: 'object' | 'person' | 'airtime',
  scope: VideoScope,
  conditions: Condition[],
  asked: SplitAsked,
): Schemas['VideoChannelStatistics'] {
  const tally = new Tally(scope);
  channelSums(db, kind, scope, conditions, tally);
  const sums = tally.result();
  const listed = sums.items.slice(0, asked.limit ?? 10);
  const withDynamics = asked.channel_dynamics !== false;
  const ids = listed.map((item) => item.key);
  const channels = new Map(
    (ids.length > 0
      ? (db.prepare(`SELECT id, name, type FROM channel WHERE id IN (${marks(ids)})`).all(...ids) as {
          id: number;
          name: string;
          type: Schemas['VideoChannelType'];
        }[])
      : []
    ).map((row) => [row.id, row]),
  );
  return {
    statistics: {
      total: sums.total,
      duration_seconds: sums.seconds,
      dynamics: sums.dynamics,
      items: listed.map((item) => ({
        ...channels.get(item.key)!,
        count: item.n,
        duration_seconds: item.seconds,
        dynamics: withDynamics ? item.dynamics : [],
      })),
    },
  };
}

/** What an object's entry tells that a person's does not, and the reverse: its category, or the position. */
interface Traits {
  object: { category: Entity['category'] };
  person: { position: Entity['position'] };
}

const traitsOf = <K extends Kind>(kind: K, entity: Entity): Traits[K] =>
  (kind === 'object' ? { category: entity.category } : { position: entity.position }) as Traits[K];

type Filter = Parameters<typeof videoScopeOf>[0] & { limit?: number };

/** The top objects or persons of the filter, each with its name, trait and thumbnail. */
function topAnswer<K extends Kind>(db: Database, kind: K, filter: Filter, now: Date) {
  const scope = videoScopeOf(filter, now);
  const top = topOf(db, kind, scope, itemsOf(kind, scope, undefined), filter.limit ?? 10);
  const names = entities(
    db,
    kind,
    top.map((row) => row.id),
    now,
  );
  return {
    items: top.map((row) => {
      const entity = names.get(row.id)!;
      return {
        id: row.id,
        name: entity.name,
        ...traitsOf(kind, entity),
        thumbnail_url: entity.thumbnail_url,
        count: row.count,
        duration_seconds: row.seconds,
      };
    }),
  };
}

/** The statistics of the objects or persons `ids` (all when none) within the filter. */
function statisticsAnswer<K extends Kind>(
  db: Database,
  kind: K,
  filter: Filter,
  ids: readonly number[] | undefined,
  now: Date,
) {
  const scope = videoScopeOf(filter, now);
  const result = statisticsOf(db, kind, scope, itemsOf(kind, scope, ids), now, filter.limit ?? 10);
  return {
    statistics: {
      total: result.total,
      duration_seconds: result.seconds,
      dynamics: result.dynamics,
      items: result.items.map((item) => ({
        id: item.key,
        name: item.entity.name,
        ...traitsOf(kind, item.entity),
        count: item.n,
        duration_seconds: item.seconds,
        dynamics: item.dynamics,
      })),
    },
  };
}

/** The same appearances of the objects or persons `ids` (all when none), split by channel. */
function channelsAnswer(
  db: Database,
  kind: Kind,
  filter: Filter & SplitAsked,
  ids: readonly number[] | undefined,
  now: Date,
) {
  const scope = videoScopeOf(filter, now);
  return channelsOf(db, kind, scope, itemsOf(kind, scope, ids), filter);
}

export const videoAppearances: Handlers = {
  videoObjectsTop: ({ db, body, now }) => topAnswer(db, 'object', body, now()),
  videoObjectsStatistics: ({ db, body, now }) => statisticsAnswer(db, 'object', body, body.objects, now()),
  videoObjectsStatisticsChannels: ({ db, body, now }) => channelsAnswer(db, 'object', body, body.objects, now()),
  videoPersonsTop: ({ db, body, now }) => topAnswer(db, 'person', body, now()),
  videoPersonsStatistics: ({ db, body, now }) => statisticsAnswer(db, 'person', body, body.persons, now()),
  videoPersonsStatisticsChannels: ({ db, body, now }) => channelsAnswer(db, 'person', body, body.persons, now()),
};
