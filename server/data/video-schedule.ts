// A TV channel's day on air as the recogniser cuts it: one airing after another from midnight
// on, each of a content category (news, films, ads …), with ad breaks between programmes and
// the weather after the news. The day is drawn from `random(seed, channel and day)`, so the
// same seed gives the same airings whenever they are asked for: the dataset stores only each
// day's sums (see video.ts), and the list of one day's airings is drawn again on request.
import type { Database } from 'better-sqlite3';
import type { Lang } from './names.js';
import type { Plan } from './plan.js';
import { WeightedTable, random, type Random } from './random.js';
import { dayStartMs } from './video-catalog.js';
import { PROGRAMME_TITLES } from './video-names.js';

export type Profile = 'general' | 'news' | 'sport' | 'kids' | 'music' | 'films';
const PROFILES: Profile[] = ['general', 'news', 'sport', 'kids', 'music', 'films'];
const PROFILE_WEIGHTS = [60, 16, 8, 6, 5, 5];
const KNOWN_PROFILES: Record<number, Profile> = { 1: 'general', 2: 'general', 3: 'general', 11: 'news', 12: 'news' };

/** Share of a profile's programme time each category takes (ads and weather come on top). */
const TIME_SHARES: Record<Profile, Record<number, number>> = {
  general: { 1: 38, 3: 6, 4: 21, 5: 12, 6: 11, 7: 7, 8: 2.5, 9: 2.5 },
  news: { 1: 78, 3: 5, 5: 9, 6: 8 },
  sport: { 3: 80, 1: 8, 5: 6, 6: 6 },
  kids: { 8: 70, 4: 15, 7: 10, 9: 5 },
  music: { 9: 78, 7: 12, 1: 5, 4: 5 },
  films: { 4: 80, 6: 12, 7: 8 },
};
/** Programme lengths by category, seconds. */
const LENGTHS: Record<number, number[]> = {
  1: [600, 900, 1200, 1200, 1800, 2400],
  3: [600, 900, 1200, 1800, 3600, 6300],
  4: [2700, 3000, 5400, 6000, 6600],
  5: [2700, 3000, 3600],
  6: [1500, 1800, 2700, 3000],
  7: [1800, 2700, 3600, 5400],
  8: [600, 900, 1200, 1800],
  9: [1800, 3600, 5400],
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** When in the day each category is on: news in the morning and evening, films at night, children's in the morning. */
function hourFactor(category: number, hour: number): number {
  const night = hour < 6;
  switch (category) {
    case 1:
      return (hour >= 6 && hour <= 10) || (hour >= 18 && hour <= 21) ? 1.6 : night ? 0.5 : 1;
    case 4:
      return hour >= 21 || hour <= 2 ? 2.2 : hour >= 6 && hour <= 12 ? 0.4 : 1;
    case 8:
      return (hour >= 7 && hour <= 10) || (hour >= 17 && hour <= 19) ? 2.5 : hour >= 22 || night ? 0 : 0.5;
    case 5:
      return hour >= 16 && hour <= 23 ? 1.6 : night ? 0.3 : 1;
    case 7:
      return hour >= 19 && hour <= 23 ? 1.8 : 0.7;
    case 6:
      return night ? 1.5 : 1;
    default:
      return 1;
  }
}

/** For each profile and hour: which programme category comes next (by count, so lengths give the time shares). */
const TABLES = new Map(
  PROFILES.map((profile) => {
    const categories = Object.keys(TIME_SHARES[profile]).map(Number);
    const byHour = Array.from(
      { length: 24 },
      (_, hour) =>
        new WeightedTable(
          categories,
          categories.map((c) => (TIME_SHARES[profile][c]! / mean(LENGTHS[c]!)) * hourFactor(c, hour)),
        ),
    );
    return [profile, byHour] as const;
  }),
);
/** How often a programme is followed by an ad break, by profile. */
const AD_BREAKS: Record<Profile, number> = { general: 0.7, news: 0.75, sport: 0.7, kids: 0.5, music: 0.55, films: 0.6 };

const profiles = new Map<string, Profile>();
export function profileOf(seed: string, channel: number): Profile {
  const key = `${seed}:${channel}`;
  let profile = profiles.get(key);
  if (!profile) {
    profile =
      KNOWN_PROFILES[channel] ??
      new WeightedTable(PROFILES, PROFILE_WEIGHTS).draw(random(seed, `video:profile:${channel}`).next());
    profiles.set(key, profile);
  }
  return profile;
}

export interface ContentRef {
  id: number;
  title: string;
  category: number;
  duration: number;
}
/** An airing on a known channel at a known time: a detected programme's first airing, a planted one (id 0). */
export interface Fixed extends ContentRef {
  /** Second of the day it starts at. */
  start: number;
}

/** What the recogniser can match on a day: commercials and programmes known before it, and the programmes first found on it. */
export interface DayContent {
  fixed: Map<number, Fixed[]>;
  spots: Map<Lang, WeightedTable<ContentRef>>;
  reruns: Map<string, ContentRef[]>;
}

/**
 * Spikes planted on days counted back from the day the database was built: the Russian Cup
 * final day has studios before and after the match (the match itself is content item 1460,
 * detected on НТВ). docs in video.ts.
 */
export const PLANTED_AIRINGS = [
  {
    daysAgo: 5,
    channel: 1,
    start: 12 * 3600,
    duration: 2700,
    category: 3,
    title: 'Футбол. Кубок России. Предматчевая студия',
  },
  {
    daysAgo: 5,
    channel: 3,
    start: 17 * 3600 + 50 * 60,
    duration: 960,
    category: 3,
    title: 'Кубок России: послематчевая студия',
  },
];

interface ContentRow extends ContentRef {
  origin: string;
  lang: Lang;
  ready_ms: number;
  fails: number;
  aired_channel: number | null;
  aired_ms: number | null;
}

export function dayContent(db: Database, plan: Plan, day: number): DayContent {
  const start = dayStartMs(day);
  const rows = db
    .prepare(
      'SELECT id, title, category_id AS category, duration, origin, lang, ready_ms, fails, aired_channel, aired_ms FROM video_content WHERE fails = 0 AND created_ms < ? ORDER BY id',
    )
    .all(start + 86_400_000) as ContentRow[];
  const fixed = new Map<number, Fixed[]>();
  const put = (channel: number, airing: Fixed) =>
    fixed.set(
      channel,
      [...(fixed.get(channel) ?? []), airing].sort((a, b) => a.start - b.start),
    );
  const spots = new Map<Lang, { items: ContentRef[]; weights: number[] }>();
  const reruns = new Map<string, ContentRef[]>();
  for (const row of rows) {
    const ref: ContentRef = { id: row.id, title: row.title, category: row.category, duration: row.duration };
    if (
      row.aired_ms !== null &&
      row.aired_channel !== null &&
      row.aired_ms >= start &&
      row.aired_ms < start + 86_400_000
    ) {
      put(row.aired_channel, { ...ref, start: Math.round((row.aired_ms - start) / 1000) });
    } else if (row.origin === 'uploaded' && row.category === 2 && row.ready_ms < start) {
      // A campaign airs most in its first weeks.
      const entry = spots.get(row.lang) ?? { items: [], weights: [] };
      entry.items.push(ref);
      entry.weights.push(Math.exp(-(start - row.ready_ms) / (45 * 86_400_000)));
      spots.set(row.lang, entry);
    } else if (row.origin === 'detected' && row.aired_ms !== null && row.aired_ms + row.duration * 1000 < start) {
      const key = `${row.lang}:${row.category}`;
      reruns.set(key, [...(reruns.get(key) ?? []), ref]);
    }
  }
  for (const planted of PLANTED_AIRINGS) {
    if (day === plan.base - planted.daysAgo)
      put(planted.channel, {
        id: 0,
        title: planted.title,
        category: planted.category,
        duration: planted.duration,
        start: planted.start,
      });
  }
  return {
    fixed,
    spots: new Map([...spots].map(([lang, entry]) => [lang, new WeightedTable(entry.items, entry.weights)])),
    reruns,
  };
}

/** One airing: seconds of the day it starts and ends at; `content` the item it was matched to (0 for none). */
export type Emit = (start: number, end: number, category: number, title: string, content: number) => void;

/**
 * Every airing of a channel's day that starts before `limit` (seconds; 86 400 for a whole day),
 * the one on air at `limit` cut there. The draws do not depend on `limit`, so today's airings so
 * far are the first airings of the whole day.
 */
export function airingsOf(
  seed: string,
  channel: { id: number; lang: Lang },
  day: number,
  limit: number,
  content: DayContent,
  emit: Emit,
): void {
  const r = random(seed, `video:airings:${day}:${channel.id}`);
  const profile = profileOf(seed, channel.id);
  const tables = TABLES.get(profile)!;
  const titles = PROGRAMME_TITLES[channel.lang];
  const fixed = content.fixed.get(channel.id) ?? [];
  const spots = content.spots.get(channel.lang);
  let next = 0;
  let t = 0;
  /** Puts an airing from `t`, cut at the next fixed airing and at the limit; false when the day (so far) is over. */
  const put = (length: number, category: number, title: string, id: number): boolean => {
    const end = Math.min(t + length, fixed[next]?.start ?? Infinity, limit);
    if (end > t) emit(t, end, category, title, id);
    t = end;
    return t < limit;
  };
  while (t < limit) {
    const upcoming = fixed[next];
    if (upcoming && t >= upcoming.start) {
      next++;
      // Two fixed airings never overlap: a later one that would is left out.
      if (t === upcoming.start)
        put(Math.min(upcoming.duration, 86_400 - t), upcoming.category, upcoming.title, upcoming.id);
      continue;
    }
    const category = tables[Math.floor(t / 3600)]!.draw(r.next());
    let length = r.pick(LENGTHS[category]!) + r.int(-2, 2) * 30;
    let title = r.pick(titles[category]!);
    let id = 0;
    const rerun = content.reruns.get(`${channel.lang}:${category}`);
    if (rerun && r.chance(0.01)) {
      const item = r.pick(rerun);
      [length, title, id] = [item.duration, item.title, item.id];
    }
    if (!put(length, category, title, id) || t === fixed[next]?.start) continue;
    if (category === 1 && r.chance(0.45) && !put(r.int(4, 10) * 30, 10, r.pick(titles[10]!), 0)) continue;
    if (r.chance(AD_BREAKS[profile])) adBreak(r, spots, titles[2]!, put);
  }
}

/** An ad break: a block of spots, sometimes led by a commercial the recogniser knows. */
function adBreak(
  r: Random,
  spots: WeightedTable<ContentRef> | undefined,
  titles: string[],
  put: (length: number, category: number, title: string, id: number) => boolean,
): void {
  if (spots && spots.total > 0 && r.chance(0.3)) {
    const spot = spots.draw(r.next());
    if (!put(spot.duration, 2, spot.title, spot.id)) return;
  }
  put(r.int(8, 28) * 15, 2, r.pick(titles), 0);
}
