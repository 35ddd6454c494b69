// Content categories on air: the share of monitored airtime each took (the content chart), the
// airings behind a point of it, the airings' statistics and their split by channel, and the
// category catalogue. The airings are drawn again from the seed for the days a page needs
// (server/data/video-schedule.ts) and add up to the stored sums the other answers read.
import type { Database } from 'better-sqlite3';
import { dateOf, dayOf, timeOf } from '../data/calendar.js';
import type { Plan } from '../data/plan.js';
import { airingsOf, dayContent } from '../data/video-schedule.js';
import { invalid, notFound } from '../lib/answers.js';
import { marks } from './scope.js';
import type { Handlers, Lang, Schemas } from './types.js';
import { channelsOf } from './video-appearances.js';
import { grouped, only, sourceOf, sumsBy, videoScopeOf, type VideoScope } from './video-scope.js';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function categoryNames(db: Database, lang: Lang): Map<number, string> {
  return new Map(
    (
      db.prepare(`SELECT id, name_${lang} AS name FROM video_category ORDER BY id`).all() as {
        id: number;
        name: string;
      }[]
    ).map((row) => [row.id, row.name]),
  );
}

/** Airtime by category: the chart's series, each a share of the filtered channels' monitored airtime. */
export function chartsOf(
  db: Database,
  scope: VideoScope,
  categories: readonly number[] | undefined,
  lang: Lang,
): Schemas['VideoContentCharts'] {
  // Monitored airtime: every category of the filtered channels, whatever the categories and markers asked.
  const base = sourceOf('airtime', { ...scope, markers: undefined }, 'item', []);
  const monitored = new Map(
    (
      db
        .prepare(`SELECT m.day AS day, sum(m.seconds) AS seconds FROM ${base.from} WHERE ${base.where} GROUP BY m.day`)
        .all(...base.fromParams, ...base.params) as { day: number; seconds: number }[]
    ).map((row) => [row.day, row.seconds]),
  );
  const total = [...monitored.values()].reduce((sum, seconds) => sum + seconds, 0);
  if (total === 0) return { charts: { duration_seconds: 0, items: [] } };
  const byCategory = new Map<number, { seconds: number; days: Map<number, number> }>();
  for (const [category, day, , seconds] of sumsBy(db, 'airtime', scope, 'item', only(categories))) {
    let entry = byCategory.get(category);
    if (!entry) byCategory.set(category, (entry = { seconds: 0, days: new Map() }));
    entry.seconds += seconds;
    entry.days.set(day, seconds);
  }
  const names = categoryNames(db, lang);
  const items = [...byCategory]
    .filter(([, entry]) => entry.seconds > 0)
    .sort((a, b) => b[1].seconds - a[1].seconds || a[0] - b[0])
    .map(([id, entry]) => {
      const dynamics: Schemas['VideoContentChartPoint'][] = [];
      for (let day = scope.start; day <= scope.end; day++) {
        const seconds = entry.days.get(day) ?? 0;
        dynamics.push({
          date: dateOf(day),
          duration_seconds: seconds,
          share: percent(seconds, monitored.get(day) ?? 0),
        });
      }
      return {
        category_id: id,
        category_name: names.get(id)!,
        duration_seconds: entry.seconds,
        share: percent(entry.seconds, total),
        dynamics,
      };
    });
  return { charts: { duration_seconds: total, items } };
}

interface Meta {
  last_day: string;
  last_minute: string;
}

/** Where the stored day ends: the whole day, or today up to the minute the data reached. */
function limitOf(db: Database, day: number): number {
  const meta = Object.fromEntries(
    (
      db.prepare("SELECT key, value FROM meta WHERE key IN ('last_day', 'last_minute')").all() as {
        key: string;
        value: string;
      }[]
    ).map((row) => [row.key, row.value]),
  ) as unknown as Meta;
  return day === Number(meta.last_day) ? (Number(meta.last_minute) + 1) * 60 : 86_400;
}

/** One page of a category's airings over the scope, by start: only the days the page falls on are drawn again. */
export function airingsPage(
  db: Database,
  plan: Plan,
  scope: VideoScope,
  category: number,
  page: number,
  limit: number,
): Schemas['VideoContentDetails'] {
  const src = sourceOf('airtime', scope, 'channel', only([category]));
  const counts = db
    .prepare(
      `SELECT m.day AS day, m.channel_id AS channel, sum(m.n) AS n FROM ${src.from} WHERE ${src.where} GROUP BY m.day, m.channel_id HAVING n > 0 ORDER BY m.day, m.channel_id`,
    )
    .all(...src.fromParams, ...src.params) as { day: number; channel: number; n: number }[];
  const total = counts.reduce((sum, row) => sum + row.n, 0);
  const items: Schemas['VideoContentSegment'][] = [];
  const ids = [...new Set(counts.map((row) => row.channel))];
  const channels = new Map(
    (ids.length > 0
      ? (db.prepare(`SELECT id, name, type, lang FROM channel WHERE id IN (${marks(ids)})`).all(...ids) as {
          id: number;
          name: string;
          type: Schemas['VideoChannelType'];
          lang: Lang;
        }[])
      : []
    ).map((row) => [row.id, row]),
  );
  // With markers, only the airings matched to the content items about them.
  const matched = scope.markers
    ? new Set(
        (
          db
            .prepare(`SELECT id FROM video_content WHERE marker_id IN (${marks(scope.markers)})`)
            .all(...scope.markers) as { id: number }[]
        ).map((row) => row.id),
      )
    : undefined;
  let skip = (page - 1) * limit;
  for (let index = 0; index < counts.length && items.length < limit;) {
    const day = counts[index]!.day;
    const rows: typeof counts = [];
    while (index < counts.length && counts[index]!.day === day) rows.push(counts[index++]!);
    const inDay = rows.reduce((sum, row) => sum + row.n, 0);
    if (skip >= inDay) {
      skip -= inDay;
      continue;
    }
    const content = dayContent(db, plan, day);
    const end = limitOf(db, day);
    const found: (Schemas['VideoContentSegment'] & { at: number })[] = [];
    for (const row of rows) {
      const channel = channels.get(row.channel)!;
      airingsOf(plan.seed, channel, day, end, content, (from, to, kind, title, item) => {
        if (kind !== category || (matched && !matched.has(item))) return;
        found.push({
          at: from,
          channel: { id: channel.id, name: channel.name, type: channel.type },
          start: momentOf(day, from),
          end: momentOf(day, to),
          duration_seconds: to - from,
          title,
          category_id: kind,
          content_id: item > 0 ? item : null,
        });
      });
    }
    found.sort((a, b) => a.at - b.at || a.channel.id - b.channel.id);
    for (const { at: _at, ...airing } of found.slice(skip, skip + limit - items.length)) items.push(airing);
    skip = 0;
  }
  return { items, meta: { total, page, limit } };
}

const momentOf = (day: number, second: number) =>
  timeOf(day + Math.floor(second / 86_400), Math.floor((second % 86_400) / 60), second % 60);

export const videoContent: Handlers = {
  videoContentCharts({ db, body, now, lang }) {
    return chartsOf(db, videoScopeOf(body, now()), body.categories, lang);
  },

  videoContentDetails({ db, dataset, body, now }) {
    const scope = videoScopeOf(body, now());
    if (!db.prepare('SELECT 1 FROM video_category WHERE id = ?').get(body.category_id))
      throw notFound('No such content category.');
    let narrowed = scope;
    if (body.date) {
      const day = dayOf(body.date);
      if (day < scope.start || day > scope.end)
        throw invalid({ date: ['The date must be a date between period.start_date and period.end_date.'] });
      narrowed = { ...scope, start: day, end: day };
    }
    return airingsPage(db, dataset.plan, narrowed, body.category_id, body.page ?? 1, body.limit ?? 10);
  },

  videoContentStatistics({ db, body, now, lang }) {
    const scope = videoScopeOf(body, now());
    const sums = grouped(scope, sumsBy(db, 'airtime', scope, 'item', only(body.categories)));
    const names = categoryNames(db, lang);
    return {
      statistics: {
        total: sums.total,
        duration_seconds: sums.seconds,
        dynamics: sums.dynamics,
        items: sums.items.map((item) => ({
          category_id: item.key,
          category_name: names.get(item.key)!,
          count: item.n,
          duration_seconds: item.seconds,
          dynamics: item.dynamics,
        })),
      },
    };
  },

  videoContentStatisticsChannels({ db, body, now }) {
    const scope = videoScopeOf(body, now());
    return channelsOf(db, 'airtime', scope, only(body.categories), body);
  },

  videoContentCategoryList({ db, body, lang }) {
    const page = body.page ?? 1;
    const limit = body.limit ?? 100;
    const names = [...categoryNames(db, lang)];
    return {
      items: names.slice((page - 1) * limit, page * limit).map(([id, name]) => ({ id, name })),
      meta: { total: names.length, page, limit },
    };
  },
};
