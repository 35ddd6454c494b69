// Transcription reports: the windows of air an account ordered transcribed. A report is queued for
// its first minute, then processing while the speech is recognised (faster than real time: a
// twelfth of the window's length, a minute at least), then done; one in twenty-five fails. The
// states are worked out from these stored moments whenever a report is read.
import type { Database } from 'better-sqlite3';
import { ACCOUNTS } from './accounts.js';
import { broadcastChannels, isRecorded, type AirChannel } from './broadcast-air.js';
import { SPEECH_KINDS, scheduleOf } from './broadcast-schedule.js';
import { midnightOf } from './broadcast-speech.js';
import { clockOf, dateOf, timeOf, weekday } from './calendar.js';
import type { Lang } from './names.js';
import type { Plan } from './plan.js';
import { WeightedTable, random } from './random.js';

export const TRANSCRIPTION_SCHEMA = `
CREATE TABLE transcription_report (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  created_ms INTEGER NOT NULL,
  -- queued until queued_until, processing until ready_at, then done (or failed)
  queued_until INTEGER NOT NULL,
  ready_at INTEGER NOT NULL,
  fails INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX transcription_report_by_account ON transcription_report (account_id, created_ms);
`;

/** A task's state at `:now` from its stored moments; the same rule for every report of the all-reports list. */
export const TASK_STATE = `CASE WHEN :now < queued_until THEN 'queued' WHEN :now < ready_at THEN 'processing' WHEN fails = 1 THEN 'failed' ELSE 'done' END`;

export const MAX_WINDOW_MS = 4 * 3_600_000;
const QUEUED_MS = 60_000;

/** The contract's example reports (transcription-list.yaml): made for the examples' account on their days. */
interface Example {
  id: number;
  channel: number;
  start: string;
  end: string;
  language: Lang;
  created: string;
  fails: boolean;
}

const EXAMPLES: readonly Example[] = [
  {
    id: 906,
    channel: 12,
    start: '2026-11-16T21:00:00+03:00',
    end: '2026-11-16T21:30:00+03:00',
    language: 'ar',
    created: '2026-11-16T22:15:00+03:00',
    fails: false,
  },
  {
    id: 907,
    channel: 14,
    start: '2026-11-17T18:00:00+03:00',
    end: '2026-11-17T18:30:00+03:00',
    language: 'ar',
    created: '2026-11-17T19:00:00+03:00',
    fails: true,
  },
  {
    id: 908,
    channel: 2,
    start: '2026-11-18T20:00:00+03:00',
    end: '2026-11-18T20:45:00+03:00',
    language: 'ru',
    created: '2026-11-18T21:10:00+03:00',
    fails: false,
  },
  {
    id: 909,
    channel: 6,
    start: '2026-11-19T08:00:00+03:00',
    end: '2026-11-19T09:00:00+03:00',
    language: 'ru',
    created: '2026-11-19T10:03:00+03:00',
    fails: false,
  },
  {
    id: 910,
    channel: 11,
    start: '2026-11-20T13:00:00+03:00',
    end: '2026-11-20T13:30:00+03:00',
    language: 'en',
    created: '2026-11-20T15:12:00+03:00',
    fails: false,
  },
  {
    id: 911,
    channel: 13,
    start: '2026-11-21T20:00:00+03:00',
    end: '2026-11-21T20:30:00+03:00',
    language: 'ar',
    created: '2026-11-22T08:40:00+03:00',
    fails: false,
  },
  {
    id: 912,
    channel: 1,
    start: '2026-11-21T21:00:00+03:00',
    end: '2026-11-21T21:40:00+03:00',
    language: 'ru',
    created: '2026-11-22T09:05:00+03:00',
    fails: false,
  },
];
const EXAMPLE_ACCOUNT = ACCOUNTS[0].id;
const RESERVED = new Set<number>(EXAMPLES.map((example) => example.id));

/** RFC 3339 on the monitoring's clock of a moment in milliseconds. */
export function momentOf(ms: number): string {
  const { day, minute } = clockOf(new Date(ms));
  return timeOf(day, minute, Math.floor(ms / 1000) % 60);
}

const TITLES: Record<Lang, string> = {
  ru: 'Расшифровка эфира: {channel}, {window}',
  en: 'Transcript of {channel}, {window}',
  ar: 'تفريغ نصي لبث {channel}، {window}',
};

function titleOf(language: Lang, channel: string, startMs: number, endMs: number): string {
  const [start, end] = [momentOf(startMs), momentOf(endMs)];
  const date = dateOf(clockOf(new Date(startMs)).day)
    .split('-')
    .reverse()
    .join('.');
  const window = `${date} ${start.slice(11, 16)}–${start.slice(0, 10) === end.slice(0, 10) ? end.slice(11, 16) : `${end.slice(8, 10)}.${end.slice(5, 7)} ${end.slice(11, 16)}`}`;
  return TITLES[language].replace('{channel}', channel).replace('{window}', window);
}

export interface Order {
  account: number;
  channel: AirChannel;
  language: Lang;
  startMs: number;
  endMs: number;
  createdMs: number;
  fails?: boolean;
  id?: number;
}

/** Records an order and gives its id: the next free one, never one of the examples'. */
export function addOrder(db: Database, order: Order): number {
  let id =
    order.id ??
    ((db.prepare('SELECT max(id) AS id FROM transcription_report').get() as { id: number | null }).id ?? 0) + 1;
  while (order.id === undefined && RESERVED.has(id)) id++;
  const queuedUntil = order.createdMs + QUEUED_MS;
  const readyAt = queuedUntil + Math.max(60_000, Math.round((order.endMs - order.startMs) / 12));
  db.prepare(
    'INSERT INTO transcription_report (id, account_id, channel_id, language, title, start_ms, end_ms, created_ms, queued_until, ready_at, fails) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    order.account,
    order.channel.id,
    order.language,
    titleOf(order.language, order.channel.name, order.startMs, order.endMs),
    order.startMs,
    order.endMs,
    order.createdMs,
    queuedUntil,
    readyAt,
    order.fails ? 1 : 0,
  );
  return id;
}

/** Cabinet accounts allowed a section: `all`, or `rsp` and (when given) one of `keys`. */
export function accountsWith(db: Database, keys?: readonly string[]): { id: number; created_ms: number }[] {
  const rows = db
    .prepare("SELECT id, permissions, created_at FROM account WHERE section = 'cabinet' ORDER BY id")
    .all() as { id: number; permissions: string; created_at: string }[];
  return rows
    .filter((row) => {
      const permissions = JSON.parse(row.permissions) as Record<string, boolean | undefined>;
      return permissions.all || (permissions.rsp && (!keys || keys.some((key) => permissions[key])));
    })
    .map((row) => ({ id: row.id, created_ms: Date.parse(row.created_at) }));
}

const LANGS: Lang[] = ['ru', 'en', 'ar'];

/**
 * The orders of [from, to]: each account that may order transcriptions orders a few a week (more on
 * weekdays), mostly a monitored programme of a channel with much air, in the channel's language,
 * within hours of its airing or the next morning. The contract's examples come on their days.
 */
export function addOrders(db: Database, plan: Plan, from: number, to: number): void {
  const channels = broadcastChannels(db).filter((channel) => channel.is_active === 1);
  if (channels.length === 0) return;
  const table = new WeightedTable(
    channels,
    channels.map((channel) => channel.volume),
  );
  const accounts = accountsWith(db);
  for (let day = from; day <= to; day++) {
    for (const account of accounts) {
      const r = random(plan.seed, `transcriptions:${account.id}:${day}`);
      const count = r.poisson(weekday(day) < 5 ? 0.8 : 0.3);
      for (let i = 0; i < count; i++) {
        const channel = table.draw(r.next());
        const airDay = r.chance(0.3) ? day - 1 : day;
        const programs = scheduleOf(plan.seed, channel, airDay).filter(
          (program) => SPEECH_KINDS.has(program.kind) && (airDay < day || program.end <= 20 * 3600),
        );
        if (programs.length === 0 || !isRecorded(plan, channel, airDay)) continue;
        const program = r.pick(programs);
        // Mostly the programme itself; now and then the hours that follow its start too.
        const end = r.chance(0.25)
          ? Math.min(86_400, program.start + r.int(1, 4) * 3600)
          : Math.min(program.end, program.start + MAX_WINDOW_MS / 1000);
        const startMs = midnightOf(airDay) + program.start * 1000;
        const endMs = midnightOf(airDay) + end * 1000;
        const createdMs =
          airDay < day ? midnightOf(day) + r.int(8 * 60, 12 * 60) * 60_000 : endMs + r.int(10, 180) * 60_000;
        const language = r.chance(0.85) ? channel.lang : r.pick(LANGS.filter((lang) => lang !== channel.lang));
        if (createdMs < account.created_ms) continue;
        addOrder(db, { account: account.id, channel, language, startMs, endMs, createdMs, fails: r.chance(1 / 25) });
      }
      if (account.id !== EXAMPLE_ACCOUNT) continue;
      for (const example of EXAMPLES) {
        const channel = channels.find((candidate) => candidate.id === example.channel);
        if (!channel || clockOf(new Date(example.created)).day !== day) continue;
        addOrder(db, {
          id: example.id,
          account: account.id,
          channel,
          language: example.language,
          startMs: Date.parse(example.start),
          endMs: Date.parse(example.end),
          createdMs: Date.parse(example.created),
          fails: example.fails,
        });
      }
    }
  }
}
