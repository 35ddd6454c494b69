// The video section's sources: the streams an account monitors (added by url, or recordings of a
// window of a channel's air ordered on demand), their dictionaries, and StreamHunter's sources.
// States move with the server's clock: they are worked out here from the moments each row keeps
// (server/data/sources.ts), so a list polled while a stream is queued sees it move on.
import type { Database } from 'better-sqlite3';
import {
  OPERATOR_CHECK_MS,
  detect,
  recordingName,
  recordingTimes,
  recordingUrl,
  sourceWriter,
  streamTypeOf,
} from '../data/source-rows.js';
import { invalid, notFound } from '../lib/answers.js';
import { searchCondition } from './admin.js';
import type { Handlers, Lang, Schemas } from './types.js';

const HOUR = 3_600_000;
/** How far back the air archive reaches, for a recording's window. */
const ARCHIVE_DAYS = 30;

/** A stream's state at `:now`: waiting for the operator's check (or for its window), being captured, then done or failed. */
const STATE = `CASE WHEN :now < process_ms THEN 'queued' WHEN finish_ms IS NULL OR :now < finish_ms THEN 'processing' WHEN fails = 1 THEN 'failed' ELSE 'done' END`;
/** States sort in the order a stream goes through them. */
const STATE_RANK = `CASE ${STATE} WHEN 'queued' THEN 0 WHEN 'processing' THEN 1 WHEN 'done' THEN 2 ELSE 3 END`;
const STREAM_SORTS: Record<NonNullable<Schemas['StreamListRequest']['sort_by']>, string> = {
  id: 'id',
  name: 'name',
  created_at: 'created_ms',
  state: STATE_RANK,
};

/** A source's state at `:now`: checked a few seconds after it is found or added, until it is taken into monitoring. */
const SOURCE_STATE = `CASE WHEN added_ms <= :now THEN 'added' WHEN :now < checked_ms THEN 'checking' WHEN online = 1 THEN 'online' ELSE 'offline' END`;
/** What a source added by hand left out is known once its first check is over. */
const SOURCE_TYPE = `CASE WHEN :now < checked_ms THEN type ELSE coalesce(type, found_type) END`;
const SOURCE_COUNTRY = `CASE WHEN :now < checked_ms THEN country ELSE coalesce(country, found_country) END`;
const SOURCE_SORTS: Record<NonNullable<Schemas['StreamHunterListRequest']['sort_by']>, string> = {
  name: 'name',
  country: SOURCE_COUNTRY,
  created_at: 'created_ms',
};

const TYPE_NAMES: Record<Lang, Record<Schemas['StreamTypeCode'], string>> = {
  ru: { tv: 'Телевидение', radio: 'Радио', web: 'Веб-трансляция' },
  en: { tv: 'Television', radio: 'Radio', web: 'Web stream' },
  ar: { tv: 'التلفزيون', radio: 'الراديو', web: 'بث عبر الإنترنت' },
};
const KIND_NAMES: Record<Lang, Record<Schemas['StreamKindCode'], string>> = {
  ru: { live: 'Прямой эфир', archive: 'Архив канала', on_demand: 'Запись по запросу' },
  en: { live: 'Live air', archive: "The channel's archive", on_demand: 'On-demand recording' },
  ar: { live: 'البث المباشر', archive: 'أرشيف القناة', on_demand: 'تسجيل عند الطلب' },
};

interface StreamRow extends Omit<Schemas['Stream'], 'start' | 'end'> {
  window_start: string | null;
  window_end: string | null;
}

const STREAM_COLUMNS = `id, name, channel_id, type, kind, url, ${STATE} AS state, created_at, window_start, window_end`;
const SOURCE_COLUMNS = `id, name, url, ${SOURCE_TYPE} AS type, ${SOURCE_COUNTRY} AS country, ${SOURCE_STATE} AS state, created_at`;

/** `start` and `end` belong to on-demand recordings only. */
function streamOf({ window_start, window_end, ...row }: StreamRow): Schemas['Stream'] {
  return window_start && window_end ? { ...row, start: window_start, end: window_end } : row;
}

function streamById(db: Database, id: number, now: Date): Schemas['Stream'] {
  return streamOf(
    db.prepare(`SELECT ${STREAM_COLUMNS} FROM stream WHERE id = :id`).get({ id, now: now.getTime() }) as StreamRow,
  );
}

/** A channel the account may link a stream to: any the monitoring has not deleted. */
function channelOf(db: Database, id: number): { id: number; name: string; type: string; lang: Lang } {
  const channel = db.prepare('SELECT id, name, type, lang FROM channel WHERE id = ? AND deleted_at IS NULL').get(id) as
    { id: number; name: string; type: string; lang: Lang } | undefined;
  if (!channel) throw notFound('Channel not found.');
  return channel;
}

/** A list request's conditions (rows made by now, the search) with their named parameters, its page and its order. */
function listQuery(
  db: Database,
  searchColumns: readonly string[],
  request: { page?: number; limit?: number; search?: string; sort_order?: 'asc' | 'desc' },
  now: Date,
) {
  const conditions = ['created_ms <= :now'];
  const params: Record<string, unknown> = { now: now.getTime() };
  const narrow = (sql: string, values: Record<string, unknown>) => {
    conditions.push(sql);
    Object.assign(params, values);
  };
  if (request.search) {
    const search = searchCondition(db, searchColumns, request.search);
    narrow(search.sql, search.params);
  }
  const page = request.page ?? 1;
  const limit = request.limit ?? 20;
  return {
    conditions,
    params,
    narrow,
    page,
    limit,
    offset: (page - 1) * limit,
    order: request.sort_order === 'asc' ? 'ASC' : 'DESC',
  };
}

export const streams: Handlers = {
  streamTypeList({ lang }) {
    return {
      items: (['tv', 'radio', 'web'] as const).map((code, i) => ({ id: i + 1, code, name: TYPE_NAMES[lang][code] })),
    };
  },

  streamKindList({ lang }) {
    return {
      items: (['live', 'archive', 'on_demand'] as const).map((code, i) => ({
        id: i + 1,
        code,
        name: KIND_NAMES[lang][code],
      })),
    };
  },

  streamList({ db, body, account, now }) {
    const query = listQuery(db, ['name', 'url'], body, now());
    query.narrow('account_id = :account', { account: account.id });
    if (body.channel_id !== undefined) query.narrow('channel_id = :channel', { channel: body.channel_id });
    if (body.type) query.narrow('type = :type', { type: body.type });
    if (body.kind) query.narrow('kind = :kind', { kind: body.kind });
    if (body.state) query.narrow(`${STATE} = :state`, { state: body.state });
    const where = query.conditions.join(' AND ');
    const total = (db.prepare(`SELECT count(*) AS n FROM stream WHERE ${where}`).get(query.params) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT ${STREAM_COLUMNS} FROM stream WHERE ${where} ORDER BY ${STREAM_SORTS[body.sort_by ?? 'created_at']} ${query.order}, id ${query.order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...query.params, limit: query.limit, offset: query.offset }) as StreamRow[];
    return { items: rows.map(streamOf), meta: { total, page: query.page, limit: query.limit } };
  },

  streamAdd({ db, body, account, now }) {
    const at = now().getTime();
    // A stream that failed or was stopped may be added again; one still queued or captured may not.
    const monitored = db
      .prepare(
        `SELECT 1 FROM stream WHERE account_id = :account AND url = :url AND created_ms <= :now AND ${STATE} IN ('queued', 'processing')`,
      )
      .get({ account: account.id, url: body.url, now: at });
    if (monitored) throw invalid({ url: ['This stream is already monitored.'] });
    if (body.channel_id !== undefined) channelOf(db, body.channel_id);
    const id = db.transaction(() => {
      // A source StreamHunter knows by this url is now taken into monitoring.
      db.prepare('UPDATE hunted_source SET added_ms = ? WHERE url = ? AND added_ms IS NULL AND created_ms <= ?').run(
        at,
        body.url,
        at,
      );
      const row = {
        account: account.id,
        name: body.name,
        channel: body.channel_id ?? null,
        type: body.type,
        kind: body.kind,
        url: body.url,
        created: at,
      };
      return sourceWriter(db).stream({ ...row, process: at + OPERATOR_CHECK_MS, finish: null, fails: false });
    })();
    return { item: streamById(db, id, now()) };
  },

  streamDemandCreate({ db, body, account, now }) {
    const at = now().getTime();
    const start = Date.parse(body.start);
    const end = Date.parse(body.end);
    if (end <= start) throw invalid({ end: ['The end must be a date after start.'] });
    if (end - start > 24 * HOUR) throw invalid({ end: ['The recording window may not be longer than 24 hours.'] });
    if (start < at - ARCHIVE_DAYS * 24 * HOUR)
      throw invalid({ start: [`The window must lie within the last ${ARCHIVE_DAYS} days or in the future.`] });
    const channel = channelOf(db, body.channel_id);
    const write = sourceWriter(db);
    const id = write.streamId();
    const { process, finish } = recordingTimes(at, start, end);
    write.stream(
      {
        account: account.id,
        name: recordingName(channel, start, end),
        channel: channel.id,
        type: streamTypeOf(channel.type),
        kind: 'on_demand',
        url: recordingUrl(id),
        created: at,
        window: { start, end },
        process,
        finish,
        fails: false,
      },
      id,
    );
    return { item: streamById(db, id, now()) };
  },

  streamHunterList({ db, body, now }) {
    const query = listQuery(db, ['name', 'url'], body, now());
    if (body.type) query.narrow(`${SOURCE_TYPE} = :type`, { type: body.type });
    if (body.country) query.narrow(`${SOURCE_COUNTRY} = :country`, { country: body.country });
    if (body.state) query.narrow(`${SOURCE_STATE} = :state`, { state: body.state });
    const where = query.conditions.join(' AND ');
    const total = (
      db.prepare(`SELECT count(*) AS n FROM hunted_source WHERE ${where}`).get(query.params) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT ${SOURCE_COLUMNS} FROM hunted_source WHERE ${where} ORDER BY ${SOURCE_SORTS[body.sort_by ?? 'created_at']} ${query.order}, id ${query.order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...query.params, limit: query.limit, offset: query.offset }) as Schemas['StreamHunterSource'][];
    return { items: rows, meta: { total, page: query.page, limit: query.limit } };
  },

  streamHunterItem({ db, body, now, dataset }) {
    const at = now().getTime();
    if (db.prepare('SELECT 1 FROM hunted_source WHERE url = ?').get(body.url))
      throw invalid({ url: ['StreamHunter already knows this source.'] });
    const found = detect(dataset.plan.seed, body.url);
    const id = sourceWriter(db).source({
      name: body.name,
      url: body.url,
      type: body.type ?? null,
      country: body.country ?? null,
      found,
      online: found.online,
      created: at,
      added: null,
    });
    const item = db
      .prepare(`SELECT ${SOURCE_COLUMNS} FROM hunted_source WHERE id = :id`)
      .get({ id, now: at }) as Schemas['StreamHunterSource'];
    return { item };
  },
};
