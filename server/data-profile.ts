// A profile of the generated data: the figures that tell a generated feed from a real one (how
// stories rise and fade, how varied the headlines are, sentiment, the hours of the day, holidays,
// airplay, channel sizes), measured over the last complete 365 days of a built database (or what
// it holds). `npm run data:profile` prints it (server/profile.ts); the generator's changes quote
// it before and after.
//
// Everything is read from the rollups where they answer (story_all_day, theme_all_day, theme_day,
// channel_day, music_track_day) and from the facts only where the rollups lose what is measured
// (the minute of a mention, the plays of a track on one station in a day).
import type { Database } from 'better-sqlite3';
import { clockOf, dateOf, dayOf, weekday } from './data/calendar.js';
import { CHANNEL_TYPES } from './data/names.js';
import { shiftOf, zoneOf } from './data/zones.js';

export interface ProfileOptions {
  /** The window ends on the last complete day before this moment (and of the data); default: the data's. */
  now?: Date;
  /** How many days the window holds at most (default 365). */
  days?: number;
}

/** A share in [0, 1]; null where there is nothing to share. */
type Share = number | null;

export interface Tone {
  mentions: number;
  positive: Share;
  neutral: Share;
  negative: Share;
}

export interface StoryPeak {
  date: string;
  storyId: number;
  title: string;
  mentions: number;
  /** All mentions of the day, every story. */
  dayVolume: number;
  /** The median volume of the same weekday in the window (holidays left out). */
  weekdayMedian: number;
  /** dayVolume / weekdayMedian - 1. */
  extra: number;
}

export interface Profile {
  scale: string;
  window: { from: string; to: string; days: number };
  stories: {
    /** Story-days over 500 mentions followed by a day with none of the story. */
    cliffsOver500: number;
    cliffsOver100: number;
    cliffsOver100Last90: number;
    largest: {
      /** The largest stories by mentions in the window's last 90 days (at most 50). */
      count: number;
      /** Of them, how many have mentions over 60 days or more (first to last mention). */
      long: number;
      /** Median coefficient of variation (std / mean) of the daily counts of the long ones, from first to last mention. */
      longMedianCv: number | null;
      medianSpanDays: number | null;
      longExamples: { title: string; spanDays: number }[];
    };
    burst: {
      /** Stories born in the window (at least 30 days before its end) with at least 50 mentions. */
      stories: number;
      medianPeakShare: number | null;
      /** Days from the first mention to the peak. */
      medianDaysToPeak: number | null;
      /** Half-life of the decay after the peak (a log-linear fit over up to 14 days); 0 when the next day has none. */
      medianHalfLifeDays: number | null;
      /** Share of those stories whose day after the peak has no mention. */
      deadAfterPeak: Share;
      /** Share of those stories that do not decay after the peak (the fit does not fall). */
      noDecay: Share;
      /** Share that re-ignite: after the peak, a day under 25 % of it, then a day at 50 % of it or more. */
      reignite: Share;
    };
    /** The five largest story peaks of the window, with the day's volume against its weekday's median. */
    peaks: StoryPeak[];
  };
  headlines: {
    /** Stories born in the window. */
    stories: number;
    distinctTitles: number;
    /** Share of titles ending in a date (", 26.11"). */
    dateSuffixShare: Share;
    /** Distinct titles once the date and the counter ("(2)") are taken off. */
    distinctBases: number;
    distinctStems: number;
    /** The most frequent stems (the first word, or two when the second is not a short word like "в", "in"). */
    topStems: { stem: string; stories: number }[];
    channels: number;
    /** Channels whose name another channel also has. */
    duplicateNames: number;
    /** Channels whose name is another's with only a " (place)" or a number added. */
    suffixedNames: number;
  };
  sentiment: {
    overall: Tone;
    byType: Record<string, Tone>;
    /** The tone of stories' mentions on their first two days, and from their fifth day on. */
    byAge: { firstDays: Tone; later: Tone };
    /**
     * Stories of at least 100 mentions, some on their first two days and some from their fifth on,
     * whose negative share moves by 10 points or more between the two.
     */
    drifting: Share;
  };
  time: {
    /** Whether the data holds a time zone for its channels (it is otherwise taken from the channel's city or country). */
    zoneInData: boolean;
    /** Mentions measured: the fact rows of a single mention, whose minute is that mention's. */
    mentions: number;
    byType: Record<string, { mentions: number; peakMoscow: number | null; peakLocal: number | null }>;
    byCountry: Record<
      string,
      { zones: string[]; mentions: number; peakMoscow: number | null; peakLocal: number | null }
    >;
  };
  holidays: {
    /** Median volume of Monday–Friday in the window, 24 December – 14 January left out. */
    weekdayMedian: number | null;
    dec31: HolidayDay | null;
    /** 1–8 January: the mean day. */
    jan1to8: HolidayDay | null;
    jan8: HolidayDay | null;
    jan9: HolidayDay | null;
  };
  music: {
    /** Track-days: a track on one station on one day. */
    trackDays: number;
    /** Track-days by plays: index 0 is one play … 11 is twelve, 12 is more than twelve. */
    plays: number[];
    modePlays: number | null;
    modeShare: Share;
    /** The play count that stands out most above its neighbours (count / mean of the two beside it). */
    spike: { plays: number; ratio: number } | null;
    releases: {
      /** Tracks released and first played in the window, with 20 weeks of data after the first play. */
      tracks: number;
      /** Median weeks from the first play's week (0) to the week of most plays. */
      medianWeeksToPeak: number | null;
      /** Of them, the ones that chart (CHARTING_PLAYS plays or more in those weeks), and their median weeks to the peak. */
      charting: number;
      chartingMedianWeeksToPeak: number | null;
    };
  };
  channels: {
    channels: number;
    gini: number | null;
    /** Share of the mentions carried by the largest 1 % of channels (at least one). */
    top1Share: Share;
    /** Channels with no mention in the window. */
    silent: number;
  };
}

export interface HolidayDay {
  date: string;
  volume: number;
  /** volume / the weekday median. */
  ratio: number | null;
}

const LARGEST = 50;
const LONG_DAYS = 60;
const BURST_MIN_MENTIONS = 50;
const BURST_FIT_DAYS = 14;
const RELEASE_WEEKS = 20;
/** A release with this many plays in its first RELEASE_WEEKS weeks charts: its run is not lost in the noise of a few plays. */
const CHARTING_PLAYS = 100;

export function profileDataset(db: Database, options: ProfileOptions = {}): Profile {
  const meta = Object.fromEntries(
    (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((row) => [
      row.key,
      row.value,
    ]),
  );
  const dataStart = Number(meta.start);
  const lastDay = Number(meta.last_day);
  let end = Number(meta.last_minute) >= 1439 ? lastDay : lastDay - 1;
  if (options.now) end = Math.min(end, clockOf(options.now).day - 1);
  const start = Math.max(dataStart, end - (options.days ?? 365) + 1);
  const window: Window = { start, end, dataStart };
  const volumes = dayVolumes(db, window);
  return {
    scale: (JSON.parse(meta.identity ?? '{}') as { scale?: string }).scale ?? 'unknown',
    window: { from: dateOf(start), to: dateOf(end), days: Math.max(0, end - start + 1) },
    stories: storyFigures(db, window, volumes),
    headlines: headlineFigures(db, window),
    sentiment: sentimentFigures(db, window),
    time: timeFigures(db, window),
    holidays: holidayFigures(window, volumes),
    music: musicFigures(db, window),
    channels: channelFigures(db, window),
  };
}

interface Window {
  /** First and last day of the window. */
  start: number;
  end: number;
  /** The first day the data holds. */
  dataStart: number;
}

/** All mentions of each day of the window. */
interface Volumes {
  byDay: Map<number, number>;
  /** The median of each weekday (0 Monday … 6 Sunday), the holidays left out. */
  weekdayMedian: (number | null)[];
}

/** 24 December – 14 January: the New Year holidays and the days around them. */
function nearNewYear(day: number): boolean {
  const [, month, date] = dateOf(day).split('-').map(Number) as [number, number, number];
  return (month === 12 && date >= 24) || (month === 1 && date <= 14);
}

function dayVolumes(db: Database, { start, end }: Window): Volumes {
  const rows = db
    .prepare(
      'SELECT day, sum(positive + neutral + negative) AS n FROM theme_all_day WHERE day BETWEEN ? AND ? GROUP BY day',
    )
    .all(start, end) as { day: number; n: number }[];
  const byDay = new Map(rows.map((row) => [row.day, row.n]));
  const byWeekday: number[][] = [[], [], [], [], [], [], []];
  for (let day = start; day <= end; day++) if (!nearNewYear(day)) byWeekday[weekday(day)]!.push(byDay.get(day) ?? 0);
  return { byDay, weekdayMedian: byWeekday.map((values) => median(values)) };
}

// ---------------------------------------------------------------------------------------------
// Stories

interface Series {
  id: number;
  /** The first day with a mention (within the data, up to the window's end). */
  first: number;
  /** Mentions on each day from `first` on, zeros included. */
  counts: number[];
}

function storyFigures(db: Database, window: Window, volumes: Volumes): Profile['stories'] {
  const { start, end } = window;
  const rows = db
    .prepare(
      'SELECT story_id AS id, day, positive + neutral + negative AS n FROM story_all_day WHERE day <= ? AND positive + neutral + negative > 0 ORDER BY story_id, day',
    )
    .all(end) as { id: number; day: number; n: number }[];
  const series = new Map<number, Series>();
  for (const row of rows) {
    let story = series.get(row.id);
    if (!story) series.set(row.id, (story = { id: row.id, first: row.day, counts: [] }));
    const index = row.day - story.first;
    while (story.counts.length < index) story.counts.push(0);
    story.counts.push(row.n);
  }
  const count = (story: Series, day: number) => story.counts[day - story.first] ?? 0;
  const titles = new Map(
    (db.prepare('SELECT id, title, born FROM story').all() as { id: number; title: string; born: number }[]).map(
      (row) => [row.id, row],
    ),
  );

  // Cliffs: a big day, then none.
  let cliffsOver500 = 0;
  let cliffsOver100 = 0;
  let cliffsOver100Last90 = 0;
  for (const story of series.values())
    story.counts.forEach((n, index) => {
      const day = story.first + index;
      if (day < start || day + 1 > end || n <= 100 || count(story, day + 1) > 0) return;
      cliffsOver100++;
      if (day > end - 90) cliffsOver100Last90++;
      if (n > 500) cliffsOver500++;
    });

  // The largest stories of the last 90 days: how long they run, how steady they are.
  const recent = [...series.values()]
    .map((story) => {
      let total = 0;
      for (let day = Math.max(start, end - 89); day <= end; day++) total += count(story, day);
      return { story, total };
    })
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total || a.story.id - b.story.id)
    .slice(0, LARGEST);
  const spans = recent.map(({ story }) => ({ story, span: story.counts.length }));
  const long = spans.filter((entry) => entry.span >= LONG_DAYS);

  // Burst shape: the stories born in the window with a month to show their course.
  const shapes: { peakShare: number; daysToPeak: number; halfLife: number; reignites: boolean }[] = [];
  for (const story of series.values()) {
    const born = titles.get(story.id)?.born ?? story.first;
    const total = story.counts.reduce((sum, n) => sum + n, 0);
    if (born < start || story.first < start || born > end - 30 || total < BURST_MIN_MENTIONS) continue;
    shapes.push(burstOf(story.counts, total));
  }

  // The biggest peaks against their weekday.
  const peaks = [...series.values()]
    .map((story) => {
      let best = { day: 0, n: 0 };
      story.counts.forEach((n, index) => {
        const day = story.first + index;
        if (day >= start && n > best.n) best = { day, n };
      });
      return { story, ...best };
    })
    .filter((peak) => peak.n > 0)
    .sort((a, b) => b.n - a.n || a.story.id - b.story.id)
    .slice(0, 5)
    .map((peak): StoryPeak => {
      const dayVolume = volumes.byDay.get(peak.day) ?? 0;
      const weekdayMedian = volumes.weekdayMedian[weekday(peak.day)] ?? 0;
      return {
        date: dateOf(peak.day),
        storyId: peak.story.id,
        title: titles.get(peak.story.id)?.title ?? '',
        mentions: peak.n,
        dayVolume,
        weekdayMedian,
        extra: weekdayMedian > 0 ? dayVolume / weekdayMedian - 1 : 0,
      };
    });

  return {
    cliffsOver500,
    cliffsOver100,
    cliffsOver100Last90,
    largest: {
      count: recent.length,
      long: long.length,
      longMedianCv: median(long.map(({ story }) => variation(story.counts))),
      medianSpanDays: median(spans.map((entry) => entry.span)),
      longExamples: long
        .slice(0, 3)
        .map(({ story, span }) => ({ title: titles.get(story.id)?.title ?? '', spanDays: span })),
    },
    burst: {
      stories: shapes.length,
      medianPeakShare: median(shapes.map((shape) => shape.peakShare)),
      medianDaysToPeak: median(shapes.map((shape) => shape.daysToPeak)),
      medianHalfLifeDays: median(shapes.map((shape) => shape.halfLife)),
      deadAfterPeak: shareOf(shapes.filter((shape) => shape.halfLife === 0).length, shapes.length),
      noDecay: shareOf(shapes.filter((shape) => shape.halfLife === Infinity).length, shapes.length),
      reignite: shareOf(shapes.filter((shape) => shape.reignites).length, shapes.length),
    },
    peaks,
  };
}

/** Peak share, days to the peak, half-life after it (0: none the next day; Infinity: no decay), re-ignition. */
export function burstOf(
  counts: number[],
  total = counts.reduce((sum, n) => sum + n, 0),
): { peakShare: number; daysToPeak: number; halfLife: number; reignites: boolean } {
  let peakAt = 0;
  counts.forEach((n, index) => {
    if (n > counts[peakAt]!) peakAt = index;
  });
  const peak = counts[peakAt] ?? 0;
  // Decay: ln(count) against the day, from the peak while the story has mentions.
  const points: [number, number][] = [];
  for (let t = peakAt; t < counts.length && t <= peakAt + BURST_FIT_DAYS && counts[t]! > 0; t++)
    points.push([t - peakAt, Math.log(counts[t]!)]);
  let halfLife = 0;
  if (points.length >= 2) {
    const slope = slopeOf(points);
    halfLife = slope < 0 ? Math.LN2 / -slope : Infinity;
  }
  let dipped = false;
  let reignites = false;
  for (let t = peakAt + 1; t < counts.length && !reignites; t++) {
    if (counts[t]! < 0.25 * peak) dipped = true;
    else if (dipped && counts[t]! >= 0.5 * peak) reignites = true;
  }
  return { peakShare: total > 0 ? peak / total : 0, daysToPeak: peakAt, halfLife, reignites };
}

function slopeOf(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

/** Coefficient of variation: standard deviation over mean. */
function variation(values: number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  if (mean === 0) return 0;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

// ---------------------------------------------------------------------------------------------
// Headlines

/** A title told apart from an earlier one by its date (", 26.11"), as the old generator did. */
export const DATE_SUFFIX = /, \d{2}\.\d{2}(?: \(\d+\))?$/;
/** A title told apart from an earlier one by a counter (" (2)"). */
export const COUNTER = / \(\d+\)$/;

/** The first word of a title, or two when the second is a word of its own (not "в", "in", "في"). */
export function stemOf(title: string): string {
  const words = title.replace(DATE_SUFFIX, '').replace(COUNTER, '').split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  return second !== undefined && [...second].length > 3 ? `${first} ${second}` : first;
}

function headlineFigures(db: Database, { start, end }: Window): Profile['headlines'] {
  const titles = db.prepare('SELECT title FROM story WHERE born BETWEEN ? AND ?').pluck().all(start, end) as string[];
  const stems = new Map<string, number>();
  for (const title of titles) stems.set(stemOf(title), (stems.get(stemOf(title)) ?? 0) + 1);
  const names = db.prepare('SELECT name FROM channel').pluck().all() as string[];
  const sharedBy = (key: (name: string) => string) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(key(name), (counts.get(key(name)) ?? 0) + 1);
    return names.filter((name) => counts.get(key(name))! > 1).length;
  };
  const duplicateNames = sharedBy((name) => name);
  // The generator tells a name already taken apart with " (city)", then " 2", " 3", …
  const base = (name: string) => name.replace(/ \([^()]*\)(?: \d+)?$/, '');
  return {
    stories: titles.length,
    distinctTitles: new Set(titles).size,
    dateSuffixShare: shareOf(titles.filter((title) => DATE_SUFFIX.test(title)).length, titles.length),
    distinctBases: new Set(titles.map((title) => title.replace(DATE_SUFFIX, '').replace(COUNTER, ''))).size,
    distinctStems: stems.size,
    topStems: [...stems]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([stem, stories]) => ({ stem, stories })),
    channels: names.length,
    duplicateNames,
    suffixedNames: sharedBy(base) - duplicateNames,
  };
}

// ---------------------------------------------------------------------------------------------
// Sentiment

function toneOf(positive: number, neutral: number, negative: number): Tone {
  const mentions = positive + neutral + negative;
  return {
    mentions,
    positive: shareOf(positive, mentions),
    neutral: shareOf(neutral, mentions),
    negative: shareOf(negative, mentions),
  };
}

function sentimentFigures(db: Database, { start, end }: Window): Profile['sentiment'] {
  type Row = { type: string; positive: number; neutral: number; negative: number };
  const rows = db
    .prepare(
      'SELECT type, sum(positive) AS positive, sum(neutral) AS neutral, sum(negative) AS negative FROM theme_day WHERE day BETWEEN ? AND ? GROUP BY type',
    )
    .all(start, end) as Row[];
  const byType: Record<string, Tone> = {};
  for (const type of CHANNEL_TYPES) {
    const row = rows.find((candidate) => candidate.type === type);
    byType[type] = toneOf(row?.positive ?? 0, row?.neutral ?? 0, row?.negative ?? 0);
  }
  const sum = (key: 'positive' | 'neutral' | 'negative') => rows.reduce((total, row) => total + row[key], 0);
  // By the age of the story: its first two days against its fifth on.
  const ages = db
    .prepare(
      `SELECT d.story_id AS id, d.day - s.born >= 4 AS later, sum(d.positive) AS positive, sum(d.neutral) AS neutral, sum(d.negative) AS negative
       FROM story_all_day d JOIN story s ON s.id = d.story_id
       WHERE d.day BETWEEN ? AND ? AND s.born >= ? AND (d.day - s.born <= 1 OR d.day - s.born >= 4)
       GROUP BY d.story_id, later`,
    )
    .all(start, end, start) as (Omit<Row, 'type'> & { id: number; later: number })[];
  const total = (later: number, key: 'positive' | 'neutral' | 'negative') =>
    ages.filter((row) => row.later === later).reduce((sum, row) => sum + row[key], 0);
  const byStory = new Map<number, [Omit<Row, 'type'>?, Omit<Row, 'type'>?]>();
  for (const row of ages) {
    let pair = byStory.get(row.id);
    if (!pair) byStory.set(row.id, (pair = []));
    pair[row.later] = row;
  }
  const negativeShare = (row: Omit<Row, 'type'>) => row.negative / (row.positive + row.neutral + row.negative);
  const compared = [...byStory.values()].filter(
    (pair): pair is [Omit<Row, 'type'>, Omit<Row, 'type'>] =>
      pair[0] !== undefined &&
      pair[1] !== undefined &&
      [pair[0], pair[1]].reduce((sum, row) => sum + row.positive + row.neutral + row.negative, 0) >= 100,
  );
  return {
    overall: toneOf(sum('positive'), sum('neutral'), sum('negative')),
    byType,
    byAge: {
      firstDays: toneOf(total(0, 'positive'), total(0, 'neutral'), total(0, 'negative')),
      later: toneOf(total(1, 'positive'), total(1, 'neutral'), total(1, 'negative')),
    },
    drifting: shareOf(
      compared.filter(([first, later]) => Math.abs(negativeShare(first) - negativeShare(later)) >= 0.1).length,
      compared.length,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Time of day

function timeFigures(db: Database, { start, end }: Window): Profile['time'] {
  const zoneColumn = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('channel') as string[]).find(
    (column) => /zone/i.test(column),
  );
  const zoneInData = zoneColumn !== undefined;
  // The channel's own zone where the data has one; otherwise its city's or its country's.
  const channels = db
    .prepare(
      `SELECT c.id, c.country, g.name AS city, ${zoneColumn ? `c."${zoneColumn}"` : 'NULL'} AS zone FROM channel c LEFT JOIN geo g ON g.id = c.geo_id`,
    )
    .all() as { id: number; country: string; city: string | null; zone: string | null }[];
  const zones: string[] = [];
  const zoneIndex = (zone: string) => {
    if (!zones.includes(zone)) zones.push(zone);
    return zones.indexOf(zone);
  };
  const countryZones = new Map<string, Set<string>>();
  // The zone of each channel and, a day at a time, how far it is from Moscow.
  db.exec(`
    CREATE TEMP TABLE IF NOT EXISTS profile_channel_zone (channel_id INTEGER PRIMARY KEY, zone INTEGER NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS profile_zone_shift (zone INTEGER NOT NULL, day INTEGER NOT NULL, shift INTEGER NOT NULL, PRIMARY KEY (zone, day)) WITHOUT ROWID;
    DELETE FROM profile_channel_zone;
    DELETE FROM profile_zone_shift;`);
  const insertChannel = db.prepare('INSERT INTO profile_channel_zone (channel_id, zone) VALUES (?, ?)');
  const insertShift = db.prepare('INSERT INTO profile_zone_shift (zone, day, shift) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const channel of channels) {
      const zone = channel.zone ?? zoneOf(channel.country, channel.city);
      let used = countryZones.get(channel.country);
      if (!used) countryZones.set(channel.country, (used = new Set()));
      used.add(zone);
      insertChannel.run(channel.id, zoneIndex(zone));
    }
    zones.forEach((zone, index) => {
      for (let day = start; day <= end; day++) insertShift.run(index, day, shiftOf(zone, day));
    });
  })();
  const rows = db
    .prepare(
      `SELECT c.type, c.country, m.first_minute / 60 AS moscow, ((m.first_minute + s.shift + 2880) % 1440) / 60 AS local, count(*) AS n
       FROM mention m
       JOIN channel c ON c.id = m.channel_id
       JOIN profile_channel_zone z ON z.channel_id = m.channel_id
       JOIN profile_zone_shift s ON s.zone = z.zone AND s.day = m.day
       WHERE m.day BETWEEN ? AND ? AND m.positive + m.neutral + m.negative = 1
       GROUP BY c.type, c.country, moscow, local`,
    )
    .all(start, end) as { type: string; country: string; moscow: number; local: number; n: number }[];
  db.exec('DROP TABLE profile_channel_zone; DROP TABLE profile_zone_shift;');

  const hours = () => ({ moscow: new Array<number>(24).fill(0), local: new Array<number>(24).fill(0) });
  const byTypeHours = new Map<string, ReturnType<typeof hours>>(CHANNEL_TYPES.map((type) => [type, hours()]));
  const byCountryHours = new Map<string, ReturnType<typeof hours>>();
  for (const row of rows) {
    let type = byTypeHours.get(row.type);
    if (!type) byTypeHours.set(row.type, (type = hours()));
    let country = byCountryHours.get(row.country);
    if (!country) byCountryHours.set(row.country, (country = hours()));
    for (const target of [type, country]) {
      target.moscow[row.moscow]! += row.n;
      target.local[row.local]! += row.n;
    }
  }
  const summary = (h: ReturnType<typeof hours>) => ({
    mentions: h.moscow.reduce((sum, n) => sum + n, 0),
    peakMoscow: peakHour(h.moscow),
    peakLocal: peakHour(h.local),
  });
  return {
    zoneInData,
    mentions: rows.reduce((sum, row) => sum + row.n, 0),
    byType: Object.fromEntries([...byTypeHours].map(([type, h]) => [type, summary(h)])),
    byCountry: Object.fromEntries(
      [...countryZones.keys()]
        .sort()
        .map((country) => [
          country,
          { zones: [...countryZones.get(country)!].sort(), ...summary(byCountryHours.get(country) ?? hours()) },
        ]),
    ),
  };
}

function peakHour(counts: number[]): number | null {
  let best: number | null = null;
  counts.forEach((n, hour) => {
    if (n > 0 && (best === null || n > counts[best]!)) best = hour;
  });
  return best;
}

// ---------------------------------------------------------------------------------------------
// Holidays

function holidayFigures({ start, end }: Window, volumes: Volumes): Profile['holidays'] {
  const weekdays: number[] = [];
  for (let day = start; day <= end; day++)
    if (weekday(day) < 5 && !nearNewYear(day)) weekdays.push(volumes.byDay.get(day) ?? 0);
  const weekdayMedian = median(weekdays);
  const ratio = (volume: number) => (weekdayMedian ? volume / weekdayMedian : null);
  // The latest New Year whose 1 January is in the window.
  let jan1: number | undefined;
  for (let day = end; day >= start && jan1 === undefined; day--) if (dateOf(day).endsWith('-01-01')) jan1 = day;
  const dayFigure = (day: number | undefined): HolidayDay | null => {
    if (day === undefined || day < start || day > end) return null;
    const volume = volumes.byDay.get(day) ?? 0;
    return { date: dateOf(day), volume, ratio: ratio(volume) };
  };
  let jan1to8: HolidayDay | null = null;
  if (jan1 !== undefined && jan1 + 7 <= end) {
    let volume = 0;
    for (let day = jan1; day <= jan1 + 7; day++) volume += volumes.byDay.get(day) ?? 0;
    jan1to8 = { date: `${dateOf(jan1)}…${dateOf(jan1 + 7)}`, volume: Math.round(volume / 8), ratio: ratio(volume / 8) };
  }
  return {
    weekdayMedian,
    dec31: dayFigure(jan1 === undefined ? undefined : jan1 - 1),
    jan1to8,
    jan8: dayFigure(jan1 === undefined ? undefined : jan1 + 7),
    jan9: dayFigure(jan1 === undefined ? undefined : jan1 + 8),
  };
}

// ---------------------------------------------------------------------------------------------
// Music

function musicFigures(db: Database, { start, end }: Window): Profile['music'] {
  const rows = db
    .prepare('SELECT plays, count(*) AS n FROM music_play WHERE day BETWEEN ? AND ? GROUP BY plays')
    .all(start, end) as { plays: number; n: number }[];
  const plays = new Array<number>(13).fill(0);
  for (const row of rows) if (row.plays > 0) plays[Math.min(row.plays, 13) - 1]! += row.n;
  const trackDays = plays.reduce((sum, n) => sum + n, 0);
  let mode: number | null = null;
  for (let index = 0; index < 12; index++)
    if (plays[index]! > 0 && (mode === null || plays[index]! > plays[mode - 1]!)) mode = index + 1;
  let spike: { plays: number; ratio: number } | null = null;
  for (let index = 1; index < 11; index++) {
    const beside = (plays[index - 1]! + plays[index + 1]!) / 2;
    const ratio = beside > 0 ? plays[index]! / beside : 0;
    if (ratio > 1 && (spike === null || ratio > spike.ratio)) spike = { plays: index + 1, ratio };
  }

  // Releases: weekly plays from the first play on, the week of the most plays.
  const weeks = db
    .prepare(
      `WITH first AS (
         SELECT d.track_id, min(d.day) AS first FROM music_track_day d JOIN music_track t ON t.id = d.track_id
         WHERE t.released >= ? GROUP BY d.track_id)
       SELECT d.track_id AS track, (d.day - f.first) / 7 AS week, sum(d.plays) AS plays
       FROM music_track_day d JOIN first f ON f.track_id = d.track_id
       WHERE f.first BETWEEN ? AND ? AND d.day < f.first + ?
       GROUP BY d.track_id, week ORDER BY d.track_id, week`,
    )
    .all(start, start, end - RELEASE_WEEKS * 7 + 1, RELEASE_WEEKS * 7) as {
    track: number;
    week: number;
    plays: number;
  }[];
  const peaks = new Map<number, { week: number; plays: number; total: number }>();
  for (const row of weeks) {
    const peak = peaks.get(row.track);
    if (!peak || row.plays > peak.plays)
      peaks.set(row.track, { week: row.week, plays: row.plays, total: (peak?.total ?? 0) + row.plays });
    else peak.total += row.plays;
  }
  const charting = [...peaks.values()].filter((peak) => peak.total >= CHARTING_PLAYS);
  return {
    trackDays,
    plays,
    modePlays: mode,
    modeShare: mode === null ? null : shareOf(plays[mode - 1]!, trackDays),
    spike,
    releases: {
      tracks: peaks.size,
      medianWeeksToPeak: median([...peaks.values()].map((peak) => peak.week)),
      charting: charting.length,
      chartingMedianWeeksToPeak: median(charting.map((peak) => peak.week)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Channels

function channelFigures(db: Database, { start, end }: Window): Profile['channels'] {
  const totals = (
    db
      .prepare(
        `SELECT coalesce((SELECT sum(d.positive + d.neutral + d.negative) FROM channel_day d
           WHERE d.channel_id = c.id AND d.day BETWEEN ? AND ?), 0) AS n
         FROM channel c`,
      )
      .pluck()
      .all(start, end) as number[]
  ).sort((a, b) => a - b);
  const sum = totals.reduce((total, n) => total + n, 0);
  const top = Math.max(1, Math.ceil(totals.length / 100));
  return {
    channels: totals.length,
    gini: gini(totals),
    top1Share: shareOf(
      totals.slice(-top).reduce((total, n) => total + n, 0),
      sum,
    ),
    silent: totals.filter((n) => n === 0).length,
  };
}

/** Gini coefficient of non-negative values sorted ascending. */
export function gini(sorted: number[]): number | null {
  const n = sorted.length;
  const sum = sorted.reduce((total, v) => total + v, 0);
  if (n === 0 || sum === 0) return null;
  const weighted = sorted.reduce((total, v, index) => total + (index + 1) * v, 0);
  return (2 * weighted) / (n * sum) - (n + 1) / n;
}

// ---------------------------------------------------------------------------------------------
// Helpers

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function shareOf(part: number, whole: number): Share {
  return whole > 0 ? part / whole : null;
}

/** The profile as JSON: a half-life that never comes is "Infinity". */
export function profileJson(profile: Profile): string {
  return JSON.stringify(profile, (_key, value: unknown) => (value === Infinity ? 'Infinity' : value), 2);
}

// ---------------------------------------------------------------------------------------------
// The report as text: a line a figure.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);
const num = (n: number | null, digits = 2) => (n === null ? '–' : n === Infinity ? '∞' : n.toFixed(digits));
const signed = (share: number | null) =>
  share === null ? '–' : `${share >= 0 ? '+' : '−'}${Math.abs(share * 100).toFixed(1)} %`;
const hour = (h: number | null) => (h === null ? '–' : `${String(h).padStart(2, '0')}:00`);

export function formatProfile(profile: Profile): string {
  const { stories, headlines, sentiment, time, holidays, music, channels } = profile;
  const lines: string[] = [];
  const section = (name: string) => lines.push('', name);
  const line = (label: string, value: string) => lines.push(`  ${label}: ${value}`);
  const tone = (t: Tone) =>
    `${pct(t.neutral)} neutral, ${pct(t.positive)} positive, ${pct(t.negative)} negative (${int(t.mentions)} mentions)`;

  lines.push(
    `Data profile (${profile.scale} dataset): ${profile.window.from} … ${profile.window.to}, ${profile.window.days} days`,
  );

  section('stories');
  line('story-days over 500 mentions followed by a day of none', int(stories.cliffsOver500));
  line(
    'story-days over 100 mentions followed by a day of none',
    `${int(stories.cliffsOver100)} (${int(stories.cliffsOver100Last90)} in the last 90 days)`,
  );
  const largest = stories.largest;
  line(
    `the ${largest.count} largest stories of the last 90 days running ${LONG_DAYS}+ days`,
    `${largest.long} (median span of all ${largest.count}: ${num(largest.medianSpanDays, 0)} days)`,
  );
  line('median variation (std / mean) of their daily counts', num(largest.longMedianCv));
  if (largest.longExamples.length > 0)
    line('among them', largest.longExamples.map((example) => `${example.title} (${example.spanDays} days)`).join('; '));
  const burst = stories.burst;
  line(`burst shape: stories born in the window with ${BURST_MIN_MENTIONS}+ mentions`, int(burst.stories));
  line('median share of a story’s mentions on its peak day', pct(burst.medianPeakShare));
  line('median days from the first mention to the peak', num(burst.medianDaysToPeak, 1));
  line('median half-life after the peak, days', num(burst.medianHalfLifeDays));
  line('stories with no mention the day after their peak', pct(burst.deadAfterPeak));
  line('stories that do not decay after their peak', pct(burst.noDecay));
  line('stories that re-ignite (≥ 50 % of the peak after a dip under 25 %)', pct(burst.reignite));
  for (const peak of stories.peaks)
    line(
      `peak ${peak.date} ${peak.title}`,
      `${int(peak.mentions)} mentions; the day ${int(peak.dayVolume)} against a ${WEEKDAYS[weekday(dayOf(peak.date))]} median of ${int(peak.weekdayMedian)} (${signed(peak.extra)})`,
    );

  section('headlines');
  line('stories born in the window', int(headlines.stories));
  line('distinct titles', int(headlines.distinctTitles));
  line('titles ending in a date (", 26.11")', pct(headlines.dateSuffixShare));
  line('distinct titles without the date and counter', int(headlines.distinctBases));
  line('distinct stems (first word or two)', int(headlines.distinctStems));
  line('most repeated stems', headlines.topStems.map((stem) => `${stem.stem} ${stem.stories}`).join(', '));
  line('channels sharing a name', `${int(headlines.duplicateNames)} of ${int(headlines.channels)}`);
  line('channels named as another plus a (place) or a number', int(headlines.suffixedNames));

  section('sentiment');
  line('overall', tone(sentiment.overall));
  for (const [type, t] of Object.entries(sentiment.byType)) line(type, tone(t));
  line('a story’s first two days', tone(sentiment.byAge.firstDays));
  line('from its fifth day on', tone(sentiment.byAge.later));
  line(
    'stories of 100+ mentions whose negative share moves 10 points or more after their first days',
    pct(sentiment.drifting),
  );

  section('time of day (peak hour of mentions)');
  line(
    'time zones',
    time.zoneInData
      ? 'in the data'
      : 'the data has none: each channel’s is taken from its city or country (channel.country, geo)',
  );
  line('mentions measured (fact rows of a single mention: its exact minute)', int(time.mentions));
  for (const [type, t] of Object.entries(time.byType))
    line(type, `${hour(t.peakMoscow)} Moscow, ${hour(t.peakLocal)} local (${int(t.mentions)})`);
  for (const [country, t] of Object.entries(time.byCountry))
    line(
      `channels in ${country}`,
      `${hour(t.peakMoscow)} Moscow, ${hour(t.peakLocal)} local (${int(t.mentions)}; ${t.zones.join(', ')})`,
    );

  section('holidays (volume against a Monday–Friday median)');
  line(
    'Monday–Friday median (24 Dec – 14 Jan left out)',
    holidays.weekdayMedian === null ? '–' : int(holidays.weekdayMedian),
  );
  const holiday = (label: string, day: HolidayDay | null) =>
    line(label, day ? `${int(day.volume)} (${num(day.ratio)} ×, ${day.date})` : 'not in the window');
  holiday('31 December', holidays.dec31);
  holiday('1–8 January, a day', holidays.jan1to8);
  holiday('8 January', holidays.jan8);
  holiday('9 January', holidays.jan9);

  section('music');
  line('track-days (a track on one station on one day)', int(music.trackDays));
  line(
    'track-days by plays (1 … 12, more)',
    music.plays.map((n, index) => `${index < 12 ? index + 1 : '13+'}: ${int(n)}`).join(', '),
  );
  line('most common play count', music.modePlays === null ? '–' : `${music.modePlays} (${pct(music.modeShare)})`);
  line(
    'play count standing out most above its neighbours',
    music.spike ? `${music.spike.plays} (${num(music.spike.ratio)} × the mean of the two beside it)` : 'none',
  );
  line(`releases first played in the window with ${RELEASE_WEEKS} weeks of data`, int(music.releases.tracks));
  line('median weeks from the first play to the peak week', num(music.releases.medianWeeksToPeak, 1));
  line(
    `of them with ${CHARTING_PLAYS}+ plays in those weeks (the ones that chart)`,
    `${int(music.releases.charting)}, median weeks to the peak week ${num(music.releases.chartingMedianWeeksToPeak, 1)}`,
  );

  section('channels');
  line('Gini of mentions per channel', num(channels.gini));
  line('share of the largest 1 % of channels', pct(channels.top1Share));
  line('channels with no mention in the window', `${int(channels.silent)} of ${int(channels.channels)}`);
  return lines.join('\n');
}
