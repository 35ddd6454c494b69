// Video report tasks: the history of the reports the video accounts ordered (the contract's
// examples among them), and how a task is named when its order gives no title.
import type { Database } from 'better-sqlite3';
import { ACCOUNTS } from './accounts.js';
import { dateOf, dayOf, mondayOf } from './calendar.js';
import type { Lang } from './names.js';
import { firstDay, type Plan } from './plan.js';
import { random } from './random.js';
import { dayStartMs, tvChannels } from './video-catalog.js';
import { KNOWN_TASKS, shiftedMs } from './video-known.js';

export const REPORT_TYPES = ['objects', 'persons', 'content', 'summary'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
const FORMATS = ['pdf', 'xlsx', 'docx', 'csv'] as const;

const TYPE_NAMES: Record<Lang, Record<ReportType, string>> = {
  ru: {
    objects: 'Объекты в эфире',
    persons: 'Персоны в эфире',
    content: 'Доля эфира по категориям контента',
    summary: 'Сводный отчёт',
  },
  en: {
    objects: 'Objects on air',
    persons: 'Persons on air',
    content: 'Airtime by content category',
    summary: 'Summary report',
  },
  ar: {
    objects: 'العناصر على الهواء',
    persons: 'الشخصيات على الهواء',
    content: 'حصة البث حسب فئة المحتوى',
    summary: 'تقرير موجز',
  },
};

/** A report's name after its type and period: `Сводный отчёт, 16.11.2026–22.11.2026`. */
export function taskTitle(type: ReportType, start: number, end: number, lang: Lang): string {
  const short = (day: number) => dateOf(day).split('-').reverse().join('.');
  return `${TYPE_NAMES[lang][type]}, ${start === end ? short(start) : `${short(start)}–${short(end)}`}`;
}

/** A summary over more than a quarter does not finish within the 30 minutes a report may take. */
export const failureOf = (type: ReportType, start: number, end: number): string | null =>
  type === 'summary' && end - start + 1 > 92 ? 'timeout' : null;

const INSERT = `INSERT INTO video_task (id, account_id, type, title, start_day, end_day, filters, file_format, created_ms, started_ms, ready_ms, error)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * The tasks each video account ordered over the history: now and then a report on last week,
 * last month or the last days, some narrowed to channels, objects or persons; the service took
 * minutes over each, and one in twelve failed. The contract's examples are the video account's.
 */
export function addTaskHistory(db: Database, plan: Plan): void {
  const insert = db.prepare(INSERT);
  const layla = ACCOUNTS.find((account) => account.email === 'layla.haddad@mediawatch.ae')!;
  for (const task of KNOWN_TASKS) {
    const created = shiftedMs(plan, task.created);
    const shift = plan.base - dayOf('2026-11-27');
    insert.run(
      task.id,
      layla.id,
      task.type,
      task.title,
      dayOf(task.start) + shift,
      dayOf(task.end) + shift,
      JSON.stringify(task.filters),
      task.format,
      created,
      created + 20_000,
      created + task.took * 1000,
      task.error ?? null,
    );
  }
  const readers = ACCOUNTS.filter(
    (account) => account.section === 'cabinet' && ('all' in account.permissions || 'video' in account.permissions),
  );
  const channels = tvChannels(db)
    .sort((a, b) => b.volume - a.volume)
    .slice(0, 12)
    .map((channel) => channel.id);
  const objects = (
    db.prepare('SELECT id FROM video_object ORDER BY weight DESC LIMIT 12').all() as { id: number }[]
  ).map((row) => row.id);
  const persons = (
    db.prepare('SELECT id FROM video_person ORDER BY weight DESC LIMIT 12').all() as { id: number }[]
  ).map((row) => row.id);
  const examples = new Set(
    KNOWN_TASKS.map((task) => dayOf(task.created.slice(0, 10)) + plan.base - dayOf('2026-11-27')),
  );
  let id = Math.max(...KNOWN_TASKS.map((task) => task.id)) + 1;
  for (let day = firstDay(plan); day < plan.base; day++) {
    for (const account of readers) {
      const r = random(plan.seed, `video:tasks:${account.id}:${day}`);
      if (!r.chance(0.3) || (account.id === layla.id && examples.has(day))) continue;
      const type = r.pick(REPORT_TYPES);
      const span = r.next();
      const [start, end] =
        span < 0.5
          ? [mondayOf(day) - 7, mondayOf(day) - 1]
          : span < 0.8
            ? [day - 30, day - 1]
            : [day - r.int(1, 14), day - 1];
      const filters: Record<string, unknown> = {};
      const narrow = r.next();
      if (narrow < 0.25) filters.channels = [...new Set([r.pick(channels), r.pick(channels)])];
      else if (narrow < 0.45) filters.channel_types = ['TV'];
      if (type === 'objects' && r.chance(0.5))
        filters.objects = [...new Set([r.pick(objects), r.pick(objects), r.pick(objects)])];
      if (type === 'persons' && r.chance(0.5))
        filters.persons = [...new Set([r.pick(persons), r.pick(persons), r.pick(persons)])];
      const lang: Lang = account.id === layla.id && r.chance(0.5) ? 'ar' : 'ru';
      const created = dayStartMs(day) + r.int(7 * 60, 19 * 60) * 60_000 + r.int(0, 59) * 1000;
      const failed = r.chance(1 / 12);
      const took = failed ? 1800 : r.int(60, 900);
      insert.run(
        id++,
        account.id,
        type,
        taskTitle(type, start, end, lang),
        start,
        end,
        JSON.stringify(filters),
        r.pick(FORMATS),
        created,
        created + r.int(5, 60) * 1000,
        created + took * 1000,
        failed ? r.pick(['timeout', 'render']) : null,
      );
    }
  }
}
