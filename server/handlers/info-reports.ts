// The info reports the service makes for an account (a weekly review, a monthly report): listed
// with their state as it moves on (queued, processing, done or failed), and downloaded through a
// link in any of the four formats, each a real file holding the period's leading stories.
import type { Database } from 'better-sqlite3';
import { dateOf } from '../data/calendar.js';
import { FileAnswer, notFound } from '../lib/answers.js';
import { attachmentName, MEDIA_TYPES, renderReport, type FileFormat } from '../files/render.js';
import { storyTop, type StoryRow } from './info.js';
import { COUNT, SPLIT, source, type Scope } from './scope.js';
import type { Handlers, Lang, Schemas } from './types.js';

const LINK_TTL_MS = 60 * 60 * 1000;

/** A report's state at `now`: queued for its first minute, then processing until it is ready. */
const STATE = `CASE WHEN :now < ready_at - 60000 THEN 'queued' WHEN :now < ready_at THEN 'processing' WHEN fails = 1 THEN 'failed' ELSE 'done' END`;

interface ReportRow {
  id: number;
  title: string;
  created_at: string;
  start_day: number;
  end_day: number;
  state: Schemas['TaskState'];
  formats: string;
}

function reportOf(db: Database, account: number, id: number, now: Date): ReportRow | undefined {
  return db
    .prepare(
      `SELECT id, title, created_at, start_day, end_day, ${STATE} AS state, formats FROM info_report WHERE id = :id AND account_id = :account AND created_ms <= :now`,
    )
    .get({ id, account, now: now.getTime() }) as ReportRow | undefined;
}

const COLUMNS: Record<Lang, Record<string, string>> = {
  ru: {
    title: 'Сюжет',
    theme: 'Тема',
    count: 'Упоминания',
    positive: 'Позитив',
    neutral: 'Нейтрально',
    negative: 'Негатив',
    first_seen: 'Первое',
    last_seen: 'Последнее',
  },
  en: {
    title: 'Story',
    theme: 'Theme',
    count: 'Mentions',
    positive: 'Positive',
    neutral: 'Neutral',
    negative: 'Negative',
    first_seen: 'First',
    last_seen: 'Latest',
  },
  ar: {
    title: 'القصة',
    theme: 'الموضوع',
    count: 'الإشارات',
    positive: 'إيجابي',
    neutral: 'محايد',
    negative: 'سلبي',
    first_seen: 'الأول',
    last_seen: 'الأخير',
  },
};

export const infoReports: Handlers = {
  infoReportsList({ db, body, account, now }) {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 20;
    const states = body?.state ?? [];
    const order = body?.sort_order === 'asc' ? 'ASC' : 'DESC';
    const sort = body?.sort_by === 'title' ? 'title' : 'created_ms';
    const where = `account_id = :account AND created_ms <= :now${states.length > 0 ? ` AND (${STATE}) IN (${states.map((_, i) => `:s${i}`).join(', ')})` : ''}`;
    const params = {
      account: account.id,
      now: now().getTime(),
      ...Object.fromEntries(states.map((state, i) => [`s${i}`, state])),
    };
    const total = (db.prepare(`SELECT count(*) AS n FROM info_report WHERE ${where}`).get(params) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT id, title, created_at, start_day, end_day, ${STATE} AS state, formats FROM info_report WHERE ${where} ORDER BY ${sort} ${order}, id ${order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit, offset: (page - 1) * limit }) as ReportRow[];
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        created_at: row.created_at,
        period: { start_date: dateOf(row.start_day), end_date: dateOf(row.end_day) },
        state: row.state,
        formats: row.state === 'done' ? (row.formats.split(',') as Schemas['FileFormat'][]) : [],
      })),
      meta: { total, page, limit },
    };
  },

  infoReportsFileLink({ db, body, account, now }) {
    const report = reportOf(db, account.id, body.id, now());
    if (!report || report.state !== 'done' || !report.formats.split(',').includes(body.file_format)) throw notFound();
    return {
      link: `/api/v1/info/reports/${report.id}/file?file_format=${body.file_format}`,
      expires_at: new Date(now().getTime() + LINK_TTL_MS).toISOString(),
    };
  },

  async infoReportsFile({ db, params, account, now, lang }) {
    const format = params.file_format as FileFormat;
    const report = reportOf(db, account.id, Number(params.id), now());
    if (!report || report.state !== 'done' || !report.formats.split(',').includes(format)) throw notFound();
    const scope: Scope = { start: report.start_day, end: report.end_day, stories: [] };
    const src = source(scope, 'story');
    const rows = db
      .prepare(
        `SELECT s.id AS id, s.title AS title, s.theme_id AS theme_id, t.name_${lang} AS theme, ${COUNT} AS count, ${SPLIT},
           min(m.first_at) AS first, max(m.last_at) AS last
         FROM ${src.from} JOIN story s ON s.id = m.story_id JOIN theme t ON t.id = s.theme_id
         WHERE ${src.where} GROUP BY s.id ORDER BY count DESC, s.id LIMIT 200`,
      )
      .all(...src.params) as (StoryRow & { theme: string })[];
    const labels = COLUMNS[lang];
    const body = await renderReport(format, {
      title: report.title,
      subtitle: `${dateOf(report.start_day)} — ${dateOf(report.end_day)}`,
      direction: lang === 'ar' ? 'rtl' : 'ltr',
      columns: [
        { key: 'title', label: labels.title! },
        { key: 'theme', label: labels.theme! },
        { key: 'count', label: labels.count!, numeric: true },
        { key: 'positive', label: labels.positive!, numeric: true },
        { key: 'neutral', label: labels.neutral!, numeric: true },
        { key: 'negative', label: labels.negative!, numeric: true },
        { key: 'first_seen', label: labels.first_seen! },
        { key: 'last_seen', label: labels.last_seen! },
      ],
      rows: rows.map((row) => {
        const item = storyTop(row);
        return {
          title: item.title,
          theme: row.theme,
          count: item.count,
          ...item.sentiment,
          first_seen: item.first_seen.slice(0, 16).replace('T', ' '),
          last_seen: item.last_seen.slice(0, 16).replace('T', ' '),
        };
      }),
    });
    return new FileAnswer(body, MEDIA_TYPES[format], attachmentName(`info-report-${report.id}`, format));
  },
};
