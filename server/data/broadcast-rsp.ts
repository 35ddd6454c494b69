// The all-reports list: every report of an account, whichever section made it. Info reports
// (`info_report`), video report tasks (`video_task`) and transcription reports
// (`transcription_report`) are read from their sections' own tables; the music section keeps no
// report table (its airplay report is drawn on request), so its weekly reports are made here, in
// `rsp_report`. One id space covers them all: a report's id in the list is its type's rank (info
// 1, music 2, video 3, transcription 4) times 10^8 plus its own id, so the download finds the
// report from the id alone and a section's own ids stay what they are.
import type { Database } from 'better-sqlite3';
import { accountsWith } from './broadcast-orders.js';
import { dateOf, timeOf, weekday } from './calendar.js';
import type { Plan } from './plan.js';
import { random } from './random.js';

export const RSP_SCHEMA = `
CREATE TABLE rsp_report (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  start_day INTEGER NOT NULL,
  end_day INTEGER NOT NULL,
  queued_until INTEGER NOT NULL,
  ready_at INTEGER NOT NULL,
  fails INTEGER NOT NULL DEFAULT 0,
  formats TEXT NOT NULL
);
CREATE INDEX rsp_report_by_account ON rsp_report (account_id, created_ms);
`;

export const RSP_TYPES = ['info', 'music', 'video', 'transcription'] as const;
export type RspType = (typeof RSP_TYPES)[number];
export const RSP_ID_STEP = 100_000_000;

export const rspId = (type: RspType, id: number) => (RSP_TYPES.indexOf(type) + 1) * RSP_ID_STEP + id;
export function rspSource(id: number): { type: RspType; id: number } | undefined {
  const type = RSP_TYPES[Math.floor(id / RSP_ID_STEP) - 1];
  return type && id % RSP_ID_STEP > 0 ? { type, id: id % RSP_ID_STEP } : undefined;
}

/** Formats of a transcript: text to read (PDF, DOCX) and its timed lines for tools (CSV). */
export const TRANSCRIPT_FORMATS = 'pdf,docx,csv';
const MS_PER_DAY = 86_400_000;
const ZONE_MS = 3 * 3_600_000;

/**
 * Every report of the list with its account, type, moments and formats, in one shape. Each keeps
 * its section's rule for its state: an info report is queued in the minute before it is ready, a
 * video task until it starts, the others until their stored `queued_until`. A video task is made in
 * the format it was ordered in and rendered in any other on request: its own format comes first.
 */
export const RSP_REPORTS = `
  SELECT ${RSP_ID_STEP} + id AS id, account_id, 'info' AS type, title, created_ms, start_day, end_day, ready_at - 60000 AS queued_until, ready_at, fails, formats
  FROM info_report
  UNION ALL
  SELECT ${2 * RSP_ID_STEP} + id, account_id, 'music', title, created_ms, start_day, end_day, queued_until, ready_at, fails, formats
  FROM rsp_report
  UNION ALL
  SELECT ${3 * RSP_ID_STEP} + id, account_id, 'video', title, created_ms, start_day, end_day, started_ms, ready_ms, error IS NOT NULL, file_format || replace(',pdf,xlsx,docx,csv', ',' || file_format, '')
  FROM video_task
  UNION ALL
  SELECT ${4 * RSP_ID_STEP} + id, account_id, 'transcription', title, created_ms, (start_ms + ${ZONE_MS}) / ${MS_PER_DAY}, (end_ms - 1 + ${ZONE_MS}) / ${MS_PER_DAY}, queued_until, ready_at, fails, '${TRANSCRIPT_FORMATS}'
  FROM transcription_report`;

const short = (day: number) => dateOf(day).split('-').reverse().join('.');

/**
 * The music section's weekly reports of [from, to], for the accounts that see it and the reports
 * section: each Monday, the rotation of the monitored tracks on the radio over the week before
 * (its file counts the music section's plays).
 */
export function addMusicReports(db: Database, plan: Plan, from: number, to: number): void {
  const insert = db.prepare(
    'INSERT INTO rsp_report (account_id, type, title, created_ms, start_day, end_day, queued_until, ready_at, fails, formats) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const accounts = accountsWith(db, ['music']);
  for (let day = from; day <= to; day++) {
    if (weekday(day) !== 0) continue;
    const [start, end] = [day - 7, day - 1];
    for (const account of accounts) {
      const r = random(plan.seed, `music-report:${account.id}:${day}`);
      const created = Date.parse(timeOf(day, 420 + r.int(0, 120), r.int(0, 59)));
      if (created < account.created_ms) continue;
      insert.run(
        account.id,
        'music',
        `Ротация музыки на радио: ${short(start)}–${short(end)}`,
        created,
        start,
        end,
        created + 60_000,
        created + 180_000,
        r.chance(1 / 30) ? 1 : 0,
        'xlsx,csv,pdf',
      );
    }
  }
}
