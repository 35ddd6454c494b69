// The all-reports screen: the account's reports of every section in one list (server/data/broadcast-rsp.ts
// says where each comes from and how their ids are made), and any done report as a file in one of
// its formats. Info and video reports are their sections' own files; the others are laid out here.
import type { Database } from 'better-sqlite3';
import { channelOf } from '../data/broadcast-air.js';
import { momentOf, TASK_STATE } from '../data/broadcast-orders.js';
import { RSP_REPORTS, rspSource } from '../data/broadcast-rsp.js';
import { transcriptOf } from '../data/broadcast-speech.js';
import { dateOf } from '../data/calendar.js';
import type { Plan } from '../data/plan.js';
import { attachmentName, MEDIA_TYPES, renderReport, type FileFormat, type ReportTable } from '../files/render.js';
import { FileAnswer, invalid, notFound } from '../lib/answers.js';
import { infoReports } from './info-reports.js';
import type { Context, Handlers, Lang, Schemas } from './types.js';
import { videoReports } from './video-reports.js';

interface ListRow {
  id: number;
  type: Schemas['RspReportType'];
  title: string;
  created_ms: number;
  start_day: number;
  end_day: number;
  state: Schemas['TaskState'];
  formats: string;
}

/** The account's reports made by `:now`, each with its state then. */
const REPORTS = `(SELECT r.*, ${TASK_STATE} AS state FROM (${RSP_REPORTS}) r WHERE r.account_id = :account AND r.created_ms <= :now)`;

/** Types and states sort in the order the contract lists them, the newest first within each. */
const SORTS: Record<Schemas['RspReportSortField'], string> = {
  created_at: 'created_ms',
  title: 'title',
  type: "CASE type WHEN 'info' THEN 1 WHEN 'music' THEN 2 WHEN 'video' THEN 3 ELSE 4 END",
  state: "CASE state WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'done' THEN 3 ELSE 4 END",
};

const LABELS: Record<Lang, Record<string, string>> = {
  ru: { time: 'Время', speaker: 'Говорящий', text: 'Текст', channel: 'Радиостанция', plays: 'Эфиры', share: 'Доля, %' },
  en: { time: 'Time', speaker: 'Speaker', text: 'Text', channel: 'Station', plays: 'Plays', share: 'Share, %' },
  ar: { time: 'الوقت', speaker: 'المتحدث', text: 'النص', channel: 'المحطة', plays: 'مرات البث', share: 'الحصة، %' },
};

const period = (row: ListRow) => `${dateOf(row.start_day)} — ${dateOf(row.end_day)}`;

/** A transcript as a table: each utterance at its time of day, with its speaker. */
function transcriptTable(db: Database, plan: Plan, id: number, lang: Lang): ReportTable {
  const order = db
    .prepare('SELECT channel_id, language, title, start_ms, end_ms FROM transcription_report WHERE id = ?')
    .get(id) as { channel_id: number; language: Lang; title: string; start_ms: number; end_ms: number };
  const channel = channelOf(db, order.channel_id)!;
  const labels = LABELS[lang];
  return {
    title: order.title,
    subtitle: channel.name,
    direction: order.language === 'ar' ? 'rtl' : 'ltr',
    columns: [
      { key: 'time', label: labels.time! },
      { key: 'speaker', label: labels.speaker! },
      { key: 'text', label: labels.text! },
    ],
    rows: transcriptOf(db, plan, channel, order.start_ms, order.end_ms, order.language).map((utterance) => ({
      time: momentOf(order.start_ms + utterance.start * 1000).slice(11, 19),
      speaker: utterance.speaker,
      text: utterance.text,
    })),
  };
}

/** The radio stations' plays of monitored tracks over the period, as the music section counts them. */
function musicTable(db: Database, row: ListRow, lang: Lang): ReportTable {
  const labels = LABELS[lang];
  const stations = db
    .prepare(
      `SELECT c.name AS channel, sum(d.plays) AS plays FROM music_channel_day d JOIN channel c ON c.id = d.channel_id
       WHERE d.day BETWEEN ? AND ? AND c.type = 'RADIO' GROUP BY c.id HAVING plays > 0 ORDER BY plays DESC, c.id`,
    )
    .all(row.start_day, row.end_day) as { channel: string; plays: number }[];
  const total = stations.reduce((sum, station) => sum + station.plays, 0);
  return {
    title: row.title,
    subtitle: period(row),
    columns: [
      { key: 'channel', label: labels.channel! },
      { key: 'plays', label: labels.plays!, numeric: true },
      { key: 'share', label: labels.share!, numeric: true },
    ],
    rows: stations.map((station) => ({ ...station, share: Math.round((1000 * station.plays) / total) / 10 })),
  };
}

export const rsp: Handlers = {
  rspReportList({ db, body, account, now }) {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 20;
    const types = body?.types ?? [];
    const states = body?.states ?? [];
    const conditions = ['1 = 1'];
    if (types.length > 0) conditions.push(`type IN (${types.map((_, i) => `:t${i}`).join(', ')})`);
    if (states.length > 0) conditions.push(`state IN (${states.map((_, i) => `:s${i}`).join(', ')})`);
    const params = {
      account: account.id,
      now: now().getTime(),
      ...Object.fromEntries(types.map((type, i) => [`t${i}`, type])),
      ...Object.fromEntries(states.map((state, i) => [`s${i}`, state])),
    };
    const where = conditions.join(' AND ');
    const order = body?.sort_order === 'asc' ? 'ASC' : 'DESC';
    const sortBy = body?.sort_by ?? 'created_at';
    const orderBy =
      sortBy === 'created_at'
        ? `created_ms ${order}, id ${order}`
        : `${SORTS[sortBy]} ${order}, created_ms DESC, id DESC`;
    const total = (db.prepare(`SELECT count(*) AS n FROM ${REPORTS} WHERE ${where}`).get(params) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT id, type, title, created_ms, start_day, end_day, state, formats FROM ${REPORTS} WHERE ${where} ORDER BY ${orderBy} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit, offset: (page - 1) * limit }) as ListRow[];
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        created_at: momentOf(row.created_ms),
        period: { start_date: dateOf(row.start_day), end_date: dateOf(row.end_day) },
        state: row.state,
        formats: row.state === 'done' ? (row.formats.split(',') as Schemas['FileFormat'][]) : [],
      })),
      meta: { total, page, limit },
    };
  },

  async rspReportDownload(context) {
    const { db, params, account, now, lang, dataset } = context;
    const id = Number(params.id);
    const format = params.file_format as FileFormat;
    const source = rspSource(id);
    const row = source
      ? (db
          .prepare(`SELECT id, type, title, start_day, end_day, state, formats FROM ${REPORTS} WHERE id = :id`)
          .get({ account: account.id, now: now().getTime(), id }) as ListRow | undefined)
      : undefined;
    if (!source || !row || row.state !== 'done') throw notFound();
    if (!row.formats.split(',').includes(format))
      throw invalid({ file_format: [`The report ${id} is not available as ${format}.`] });
    // Info and video reports download as their sections' own files of them.
    const own = { ...context, params: { id: String(source.id), file_format: format } };
    if (source.type === 'info') return infoReports.infoReportsFile!(own as unknown as Context<'infoReportsFile'>);
    if (source.type === 'video')
      return videoReports.videoReportDownload!(own as unknown as Context<'videoReportDownload'>);
    const table =
      source.type === 'transcription' ? transcriptTable(db, dataset.plan, source.id, lang) : musicTable(db, row, lang);
    return new FileAnswer(
      await renderReport(format, table),
      MEDIA_TYPES[format],
      attachmentName(`${source.type}-report-${source.id}`, format),
    );
  },
};
