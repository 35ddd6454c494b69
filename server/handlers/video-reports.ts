// Video report tasks: ordered, then queued, processing and done (or failed) as the server's
// clock moves on, worked out at every call from the task's timestamps; a done task's file is
// rendered on request in any of the four formats from the same data.
import type { Database } from 'better-sqlite3';
import { dateOf } from '../data/calendar.js';
import { failureOf, taskTitle, type ReportType } from '../data/video-tasks.js';
import { ApiFailure, FileAnswer, invalid, notFound } from '../lib/answers.js';
import { MEDIA_TYPES, attachmentName, renderReport, type FileFormat } from '../files/render.js';
import { marks } from './scope.js';
import type { Handlers, Lang, Schemas } from './types.js';
import { reportTable, type TaskFilters } from './video-report-file.js';
import { stamp, videoScopeOf } from './video-scope.js';

/** A new task waits its turn, then takes a few seconds (longer for a longer period). */
const QUEUED_MS = 2_000;
const processingMs = (days: number) => 3_000 + days * 10;

const STATE = `CASE WHEN :now < started_ms THEN 'queued' WHEN :now < ready_ms THEN 'processing' WHEN error IS NOT NULL THEN 'failed' ELSE 'done' END`;
const COLUMNS = `id, type, title, start_day, end_day, filters, file_format, created_ms, ready_ms, error, ${STATE} AS state`;

const ERRORS: Record<string, Record<Lang, string>> = {
  timeout: {
    ru: 'Отчёт не сформирован за отведённые 30 минут. Сократите период и повторите.',
    en: 'The report was not built within the 30 minutes allowed. Shorten the period and try again.',
    ar: 'لم يُنشأ التقرير خلال 30 دقيقة المسموح بها. قلّص الفترة وأعد المحاولة.',
  },
  render: {
    ru: 'Не удалось собрать файл отчёта. Закажите отчёт ещё раз.',
    en: 'The report file could not be put together. Order the report again.',
    ar: 'تعذر تجميع ملف التقرير. اطلب التقرير مرة أخرى.',
  },
};

interface TaskRow {
  id: number;
  type: ReportType;
  title: string;
  start_day: number;
  end_day: number;
  filters: string;
  file_format: Schemas['FileFormat'];
  created_ms: number;
  ready_ms: number;
  error: string | null;
  state: Schemas['TaskState'];
}

function taskOf(row: TaskRow, lang: Lang): Schemas['VideoReportTask'] {
  const finished = row.state === 'done' || row.state === 'failed';
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    period: { start_date: dateOf(row.start_day), end_date: dateOf(row.end_day) },
    filters: JSON.parse(row.filters) as Schemas['VideoReportFilters'],
    file_format: row.file_format,
    state: row.state,
    created_at: stamp(row.created_ms),
    finished_at: finished ? stamp(row.ready_ms) : null,
    error: row.state === 'failed' && row.error ? (ERRORS[row.error]?.[lang] ?? row.error) : null,
  };
}

/** The account's task as it stands at `now`; undefined for another account's or one not ordered yet. */
const taskRow = (db: Database, account: number, id: number, now: number) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM video_task WHERE id = :id AND account_id = :account AND created_ms <= :now`)
    .get({ id, account, now }) as TaskRow | undefined;

/** Ids in a filter that name nothing in the catalogue, as `filters.<name>.<index>` errors. */
function unknownIds(
  db: Database,
  errors: Record<string, string[]>,
  name: string,
  table: string,
  ids: readonly number[] | undefined,
  what: string,
): void {
  if (!ids || ids.length === 0) return;
  const known = new Set(
    (db.prepare(`SELECT id FROM ${table} WHERE id IN (${marks(ids)})`).all(...ids) as { id: number }[]).map(
      (row) => row.id,
    ),
  );
  ids.forEach((id, index) => {
    if (!known.has(id)) errors[`filters.${name}.${index}`] = [`The selected ${what} is invalid.`];
  });
}

export const videoReports: Handlers = {
  videoReportTaskAdd({ db, body, now, lang, account }) {
    const scope = videoScopeOf({ period: body.period }, now());
    const errors: Record<string, string[]> = {};
    unknownIds(db, errors, 'objects', 'video_object', body.filters?.objects, 'object');
    unknownIds(db, errors, 'persons', 'video_person', body.filters?.persons, 'person');
    unknownIds(db, errors, 'categories', 'video_category', body.filters?.categories, 'category');
    if (Object.keys(errors).length > 0) throw invalid(errors);
    // The filters as ordered, without the empty ones (an empty list restricts nothing).
    const filters = Object.fromEntries(
      Object.entries(body.filters ?? {}).filter(([, value]) => Array.isArray(value) && value.length > 0),
    );
    const created = now().getTime();
    const started = created + QUEUED_MS;
    const title = body.title?.trim() || taskTitle(body.type, scope.start, scope.end, lang);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO video_task (account_id, type, title, start_day, end_day, filters, file_format, created_ms, started_ms, ready_ms, error)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        account.id,
        body.type,
        title,
        scope.start,
        scope.end,
        JSON.stringify(filters),
        body.file_format,
        created,
        started,
        started + processingMs(scope.end - scope.start + 1),
        failureOf(body.type, scope.start, scope.end),
      );
    return { item: taskOf(taskRow(db, account.id, Number(lastInsertRowid), created)!, lang) };
  },

  videoReportTaskList({ db, body, now, lang, account }) {
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    const params: Record<string, unknown> = { account: account.id, now: now().getTime() };
    const where = ['account_id = :account', 'created_ms <= :now'];
    if (body.state) {
      where.push(`(${STATE}) = :state`);
      params.state = body.state;
    }
    if (body.type) {
      where.push('type = :type');
      params.type = body.type;
    }
    const order = body.sort_order === 'asc' ? 'ASC' : 'DESC';
    // A task not finished has no finishing time: it sorts as the earliest.
    const sort =
      body.sort_by === 'finished_at'
        ? `CASE WHEN :now >= ready_ms THEN ready_ms END ${order}, created_ms ${order}`
        : `created_ms ${order}`;
    const total = (
      db.prepare(`SELECT count(*) AS n FROM video_task WHERE ${where.join(' AND ')}`).get(params) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT ${COLUMNS} FROM video_task WHERE ${where.join(' AND ')} ORDER BY ${sort}, id ${order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit, offset: (page - 1) * limit }) as TaskRow[];
    return { items: rows.map((row) => taskOf(row, lang)), meta: { total, page, limit } };
  },

  async videoReportDownload({ db, params, now, lang, account }) {
    const format = params.file_format as FileFormat;
    const task = taskRow(db, account.id, Number(params.id), now().getTime());
    if (!task) throw notFound('No such report task.');
    if (task.state === 'failed') throw new ApiFailure(409, 'report_failed', 'The report could not be built.');
    if (task.state !== 'done') throw new ApiFailure(409, 'report_not_ready', 'The report is not ready yet.');
    const table = reportTable(
      db,
      {
        title: task.title,
        type: task.type,
        start: task.start_day,
        end: task.end_day,
        filters: JSON.parse(task.filters) as TaskFilters,
      },
      lang,
      now(),
    );
    return new FileAnswer(
      await renderReport(format, table),
      MEDIA_TYPES[format],
      attachmentName(`video-report-${task.id}`, format),
    );
  },
};
