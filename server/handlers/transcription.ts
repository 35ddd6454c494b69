// Transcription reports: the account's orders with their state as it moves on, one report's text
// (generated from the window's air when it is read, never stored), and a new order.
import type { Database } from 'better-sqlite3';
import { broadcastChannels, channelOf, isBroadcast, isRecorded, type AirChannel } from '../data/broadcast-air.js';
import { addOrder, MAX_WINDOW_MS, momentOf, TASK_STATE } from '../data/broadcast-orders.js';
import { transcriptOf } from '../data/broadcast-speech.js';
import { clockOf, dayOf } from '../data/calendar.js';
import { ApiFailure, invalid, notFound } from '../lib/answers.js';
import { channelRef } from './timeline.js';
import type { Handlers, Lang, Schemas } from './types.js';

export interface OrderRow {
  id: number;
  channel_id: number;
  language: Lang;
  title: string;
  start_ms: number;
  end_ms: number;
  created_ms: number;
  state: Schemas['TaskState'];
}

const COLUMNS = `id, channel_id, language, title, start_ms, end_ms, created_ms, ${TASK_STATE} AS state`;

/** One of the account's reports, as it stands at `now` (none before it was ordered). */
export function orderOf(db: Database, account: number, id: number, now: Date): OrderRow | undefined {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM transcription_report WHERE id = :id AND account_id = :account AND created_ms <= :now`,
    )
    .get({ id, account, now: now.getTime() }) as OrderRow | undefined;
}

function summaryOf(row: OrderRow, channel: AirChannel): Schemas['TranscriptionSummary'] {
  return {
    id: row.id,
    channel: channelRef(channel),
    start: momentOf(row.start_ms),
    end: momentOf(row.end_ms),
    language: row.language,
    state: row.state,
    created_at: momentOf(row.created_ms),
  };
}

const SORTS: Record<string, string> = { created_at: 'created_ms', start: 'start_ms', id: 'id' };
/** How far back a channel's recorded air makes it one a transcription can be ordered for. */
const ON_AIR_DAYS = 30;
const TYPE_ORDER: Record<string, number> = { TV: 0, RADIO: 1 };
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ZONE_MS = 3 * 3_600_000;

export const transcription: Handlers = {
  transcriptionList({ db, body, account, now }) {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 20;
    const conditions = ['account_id = :account', 'created_ms <= :now'];
    const params: Record<string, string | number> = { account: account.id, now: now().getTime() };
    if (body?.period) {
      // The window's start, on the monitoring's clock, within the dates (whole days: integer division).
      conditions.push(`(start_ms + ${ZONE_MS}) / 86400000 BETWEEN :from AND :to`);
      Object.assign(params, { from: dayOf(body.period.start_date), to: dayOf(body.period.end_date) });
    }
    const channels = body?.channels ?? [];
    if (channels.length > 0) {
      conditions.push(`channel_id IN (${channels.map((_, i) => `:c${i}`).join(', ')})`);
      channels.forEach((id, i) => (params[`c${i}`] = id));
    }
    if (body?.language) {
      conditions.push('language = :language');
      params.language = body.language;
    }
    if (body?.state) {
      conditions.push(`(${TASK_STATE}) = :state`);
      params.state = body.state;
    }
    const where = conditions.join(' AND ');
    const order = body?.sort_order === 'asc' ? 'ASC' : 'DESC';
    const sort = SORTS[body?.sort_by ?? 'created_at'] ?? 'created_ms';
    const total = (
      db.prepare(`SELECT count(*) AS n FROM transcription_report WHERE ${where}`).get(params) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT ${COLUMNS} FROM transcription_report WHERE ${where} ORDER BY ${sort} ${order}, id ${order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit, offset: (page - 1) * limit }) as OrderRow[];
    return { items: rows.map((row) => summaryOf(row, channelOf(db, row.channel_id)!)), meta: { total, page, limit } };
  },

  transcriptionReport({ db, body, account, now, dataset }) {
    const row = orderOf(db, account.id, body.id, now());
    if (!row) throw notFound();
    const channel = channelOf(db, row.channel_id)!;
    const segments =
      row.state === 'done' ? transcriptOf(db, dataset.plan, channel, row.start_ms, row.end_ms, row.language) : [];
    return { item: { ...summaryOf(row, channel), segments } };
  },

  transcriptionChannels({ db, now, dataset }) {
    const today = clockOf(now()).day;
    const days = Array.from({ length: ON_AIR_DAYS }, (_, i) => today - i);
    const items = broadcastChannels(db)
      .filter((channel) => days.some((day) => isRecorded(dataset.plan, channel, day)))
      .sort((a, b) => TYPE_ORDER[a.type]! - TYPE_ORDER[b.type]! || byCodePoint(a.name, b.name) || a.id - b.id)
      .map(channelRef);
    return { items };
  },

  transcriptionCreate({ db, body, account, now, dataset }) {
    const channel = channelOf(db, body.channel_id);
    if (!channel) throw new ApiFailure(404, 'not_found', 'Channel not found.');
    const [startMs, endMs, nowMs] = [Date.parse(body.start), Date.parse(body.end), now().getTime()];
    const errors: Record<string, string[]> = {};
    if (!isBroadcast(channel)) errors.channel_id = ['The channel must be a TV or radio channel.'];
    if (endMs <= startMs) errors.end = ['The end must be a date after start.'];
    else if (endMs - startMs > MAX_WINDOW_MS) errors.end = ['The transcription window may not be longer than 4 hours.'];
    else if (endMs > nowMs) errors.end = ['The window has not been broadcast yet.'];
    else if (isBroadcast(channel)) {
      const [first, last] = [clockOf(new Date(startMs)).day, clockOf(new Date(endMs - 1)).day];
      const days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
      if (!days.some((day) => isRecorded(dataset.plan, channel, day)))
        errors.start = ['The channel has no recorded air in this window.'];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const id = addOrder(db, {
      account: account.id,
      channel,
      language: body.language,
      startMs,
      endMs,
      createdMs: nowMs,
    });
    return { item: summaryOf(orderOf(db, account.id, id, now())!, channel) };
  },
};
