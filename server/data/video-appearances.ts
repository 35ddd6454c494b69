// Appearances of the catalogue's objects and persons on the TV channels, one day at a time: each
// object or person draws its own number of appearances from its popularity (a Zipf law over the
// catalogue), the day's rhythm and any planted spike, then for each one the channel (by size,
// its own language's first), the minute (prime time busiest) and the time on screen.
import type { Database } from 'better-sqlite3';
import { rhythm } from './feed.js';
import type { Lang } from './names.js';
import { DAYS, firstDay, type Plan } from './plan.js';
import { WeightedTable, random } from './random.js';
import { dayStartMs, type TvChannel } from './video-catalog.js';

export type Kind = 'object' | 'person';

/**
 * Spikes planted on days counted back from the day the database was built (see video.ts):
 * a campaign, a summit and a flood put one object or person far above their usual days.
 */
export const PLANTED_APPEARANCES: { daysAgo: number; kind: Kind; id: number; factor: number; what: string }[] = [
  { daysAgo: 8, kind: 'person', id: 1351, factor: 6, what: 'Виктор Журавлёв in the flood coverage' },
  { daysAgo: 9, kind: 'person', id: 104, factor: 4, what: 'أحمد المنصوري at the OPEC+ summit' },
  { daysAgo: 10, kind: 'object', id: 1303, factor: 6, what: 'Northwind Air launches its routes to the Gulf' },
];

/** Weight of each hour (Moscow time) for TV: the morning shows, and prime time in the evening. */
const TV_HOURS = [
  0.3, 0.2, 0.12, 0.1, 0.1, 0.2, 0.6, 1.1, 1.2, 1.0, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 1.0, 1.1, 1.4, 1.6, 1.7, 1.6, 1.1,
  0.6,
];
const hours = new WeightedTable(
  TV_HOURS.map((_, hour) => hour),
  TV_HOURS,
);

/** How long a shot holds an object (a logo on a shirt, a landmark behind a reporter) or a face, seconds. */
const SHOT = { object: { min: 1, mean: 5 }, person: { min: 2, mean: 12 } };

/** Channels to draw from for each language of an entity (and for none): its own language's channels weigh most. */
export function channelTables(channels: TvChannel[]): Map<Lang | null, WeightedTable<number>> {
  const ids = channels.map((channel) => channel.id);
  const table = (lang: Lang | null) =>
    new WeightedTable(
      ids,
      channels.map((channel) => channel.volume * (lang === null || channel.lang === lang ? 1 : 0.12)),
    );
  return new Map<Lang | null, WeightedTable<number>>([
    [null, table(null)],
    ['ru', table('ru')],
    ['en', table('en')],
    ['ar', table('ar')],
  ]);
}

/** Rows `[channel, entity, appearances, seconds]` of one day, up to `lastMinute`, each recognised only once its entity was being looked for. */
export function appearancesOf(
  db: Database,
  plan: Plan,
  kind: Kind,
  day: number,
  lastMinute: number,
  tables: Map<Lang | null, WeightedTable<number>>,
): number[][] {
  const start = dayStartMs(day);
  // An object is looked for once its reference is processed; a person from the moment they are added.
  const since = kind === 'object' ? 'ready_ms' : 'created_ms';
  const entities = db
    .prepare(`SELECT id, lang, weight, ${since} AS since FROM video_${kind} WHERE ${since} < ? ORDER BY id`)
    .all(start + 86_400_000) as { id: number; lang: Lang | null; weight: number; since: number }[];
  const busy = rhythm(day, firstDay(plan), DAYS[plan.scale]);
  const shot = SHOT[kind];
  const rows = new Map<number, number[]>();
  for (const entity of entities) {
    const planted = PLANTED_APPEARANCES.find(
      (spike) => spike.kind === kind && spike.id === entity.id && day === plan.base - spike.daysAgo,
    );
    const r = random(plan.seed, `video:${kind}:${entity.id}:${day}`);
    const count = r.poisson(entity.weight * busy * (planted?.factor ?? 1));
    const table = tables.get(entity.lang) ?? tables.get(null)!;
    for (let i = 0; i < count; i++) {
      const channel = table.draw(r.next());
      const minute = hours.draw(r.next()) * 60 + Math.floor(r.next() * 60);
      const seconds = shot.min + Math.floor(-Math.log(1 - r.next()) * shot.mean);
      if (minute > lastMinute || start + minute * 60_000 < entity.since) continue;
      const key = channel * 100_000 + entity.id;
      const row = rows.get(key);
      if (row) {
        row[2]!++;
        row[3]! += seconds;
      } else rows.set(key, [channel, entity.id, 1, seconds]);
    }
  }
  return [...rows.values()];
}
