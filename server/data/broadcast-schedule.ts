// Programme schedules of the TV and radio channels, generated on the fly rather than stored: a
// channel's day is the same template every week on the same weekday (news bulletins at fixed times,
// the slots between them filled by genre as the hour suggests), and only the films, series,
// documentaries and sport events change their titles with the date. Every day runs from 00:00 to
// 24:00 on its own: the last programme ends at midnight, as the contract's timeline has it.
import type { AirChannel } from './broadcast-air.js';
import {
  DESCRIPTIONS,
  MORNING_SHOWS,
  NEWS_TITLES,
  SHOW_TITLES,
  TITLE_PATTERNS,
  WORK_NAMES,
  type Daypart,
  type Kind,
} from './broadcast-words.js';
import { weekday } from './calendar.js';
import { fill } from './names.js';
import { WeightedTable, random, type Random } from './random.js';

export interface Program {
  /** Position in the day's schedule: with the channel, the programme's id of that day. */
  index: number;
  /** Seconds from midnight, Moscow time. */
  start: number;
  end: number;
  kind: Kind;
  title: string;
  description: string;
}

/** Genres whose speech is monitored: their airings have segments about the day's stories. */
export const SPEECH_KINDS: ReadonlySet<Kind> = new Set<Kind>(['news', 'talk_show', 'documentary', 'sport']);

type Profile = 'general' | 'news' | 'sport' | 'music' | 'music_radio' | 'talk_radio';

/** The contract's example channels keep the character their names promise. */
const KNOWN_PROFILES: Record<number, Profile> = {
  1: 'general',
  2: 'general',
  3: 'general',
  4: 'music_radio',
  5: 'music_radio',
  6: 'talk_radio',
  11: 'news',
  12: 'news',
  13: 'news',
  14: 'talk_radio',
};
const RADIO_PROFILES: ReadonlySet<Profile> = new Set<Profile>(['music_radio', 'talk_radio']);

function profileOf(seed: string, channel: AirChannel): Profile {
  const known = KNOWN_PROFILES[channel.id];
  if (known && RADIO_PROFILES.has(known) === (channel.type === 'RADIO')) return known;
  const u = random(seed, `profile:${channel.id}`).next();
  if (channel.type === 'RADIO') return u < 0.6 ? 'music_radio' : 'talk_radio';
  return u < 0.6 ? 'general' : u < 0.85 ? 'news' : u < 0.93 ? 'sport' : 'music';
}

/** A bulletin at a fixed time: [hour, minute, length in minutes, part of the day]. */
type Anchor = [number, number, number, Daypart];

const hourly = (from: number, to: number, length: number): Anchor[] =>
  Array.from({ length: to - from + 1 }, (_, i): Anchor => [from + i, 0, length, daypartOf(from + i)]);

const ANCHORS: Record<Profile, { weekday: Anchor[]; weekend: Anchor[] }> = {
  general: {
    weekday: [
      [9, 0, 15, 'morning'],
      [12, 0, 15, 'day'],
      [15, 0, 15, 'day'],
      [18, 0, 20, 'evening'],
      [21, 0, 40, 'main'],
      [23, 45, 15, 'night'],
    ],
    weekend: [
      [10, 0, 15, 'morning'],
      [15, 0, 15, 'day'],
      [18, 0, 20, 'evening'],
      [21, 0, 60, 'main'],
      [23, 45, 15, 'night'],
    ],
  },
  news: {
    weekday: [
      [0, 0, 60, 'night'],
      [6, 0, 60, 'morning'],
      [9, 0, 60, 'day'],
      [13, 0, 120, 'day'],
      [18, 0, 60, 'evening'],
      [21, 0, 90, 'main'],
    ],
    weekend: [
      [0, 0, 60, 'night'],
      [8, 0, 60, 'morning'],
      [13, 0, 60, 'day'],
      [18, 0, 60, 'evening'],
      [21, 0, 90, 'main'],
    ],
  },
  sport: {
    weekday: [
      [8, 0, 20, 'morning'],
      [14, 0, 20, 'day'],
      [19, 0, 20, 'evening'],
      [23, 0, 20, 'night'],
    ],
    weekend: [
      [9, 0, 20, 'morning'],
      [19, 0, 20, 'evening'],
    ],
  },
  music: {
    weekday: [
      [12, 0, 5, 'day'],
      [18, 0, 5, 'evening'],
    ],
    weekend: [],
  },
  music_radio: { weekday: hourly(7, 21, 4), weekend: hourly(9, 20, 4) },
  talk_radio: { weekday: hourly(6, 23, 10), weekend: hourly(7, 23, 10) },
};

type Weights = Partial<Record<Kind, number>>;

/** What fills the hours between bulletins, by profile, hour and whether it is the weekend. */
function fillWeights(profile: Profile, hour: number, weekend: boolean): Weights {
  switch (profile) {
    case 'general':
      if (hour < 5) return { film: 3, series: 2, documentary: 1, music: 0.5 };
      if (hour < 9)
        return weekend ? { children: 4, entertainment: 2, talk_show: 1 } : { talk_show: 6, advertising: 0.3 };
      if (hour < 18)
        return weekend
          ? { film: 2, entertainment: 2, sport: 2, documentary: 1, series: 1 }
          : { talk_show: 4, series: 3, documentary: 1, advertising: 0.3 };
      if (hour < 21) return weekend ? { entertainment: 3, film: 1 } : { talk_show: 2, entertainment: 2, series: 2 };
      return weekend ? { film: 4, entertainment: 1 } : { film: 2, series: 3, talk_show: 1, entertainment: 1 };
    case 'news':
      return hour < 6
        ? { news: 3, documentary: 2, talk_show: 1 }
        : { news: 5, talk_show: 3, documentary: 1.5, sport: 0.5 };
    case 'sport':
      return hour < 7 ? { sport: 3, documentary: 1 } : { sport: 5, talk_show: 1.5, documentary: 1 };
    case 'music':
      return { music: 8, entertainment: 1.5, advertising: 0.5 };
    case 'music_radio':
      if (hour >= 6 && hour < 10 && !weekend) return { talk_show: 6, music: 1 };
      return hour >= 18 && hour < 21 ? { music: 5, talk_show: 1, entertainment: 0.5 } : { music: 6 };
    case 'talk_radio':
      if (hour >= 1 && hour < 6) return { music: 3, talk_show: 1 };
      return { talk_show: 6, sport: weekend ? 2 : 0.5, documentary: 0.5, music: 0.5 };
  }
}

/** Length of a programme of each genre, in minutes: [shortest, longest]. */
const LENGTHS: Record<Kind, [number, number]> = {
  news: [30, 180],
  talk_show: [45, 180],
  documentary: [40, 90],
  film: [90, 150],
  series: [45, 120],
  sport: [90, 180],
  music: [55, 240],
  entertainment: [60, 120],
  children: [30, 90],
  advertising: [15, 30],
};

export function daypartOf(hour: number): Daypart {
  return hour < 5
    ? 'night'
    : hour < 12
      ? 'morning'
      : hour < 17
        ? 'day'
        : hour < 20
          ? 'evening'
          : hour < 23
            ? 'main'
            : 'night';
}

interface Slot {
  start: number;
  end: number;
  kind: Kind;
  daypart: Daypart;
}

/** The weekday's template of a channel: slots in minutes, from midnight to midnight. */
function template(seed: string, channel: AirChannel, day: number): Slot[] {
  const profile = profileOf(seed, channel);
  const weekend = weekday(day) >= 5;
  const r = random(seed, `schedule:${channel.id}:${weekday(day)}`);
  // A channel's own rhythm: its bulletins air a few minutes off the hour, the same every week.
  const shift =
    profile === 'general' || profile === 'sport' ? [0, 0, 5, 10][random(seed, `shift:${channel.id}`).int(0, 3)]! : 0;
  const slots: Slot[] = [];
  let t = 0;
  const fillTo = (to: number) => {
    while (t < to) {
      const rest = to - t;
      if (rest < 10 && slots.length > 0) {
        slots[slots.length - 1]!.end = to;
        t = to;
        break;
      }
      let kind = draw(r, fillWeights(profile, Math.floor(t / 60), weekend));
      // A short gap before a bulletin is no place for a film: teleshopping on TV, music on radio.
      if (rest < LENGTHS[kind][0] && rest <= 30) kind = channel.type === 'TV' ? 'advertising' : 'music';
      const [shortest, longest] = LENGTHS[kind];
      let length = Math.round((shortest + r.next() * (longest - shortest)) / 5) * 5;
      if (length >= rest - 10) length = rest;
      slots.push({ start: t, end: t + length, kind, daypart: daypartOf(Math.floor(t / 60)) });
      t += length;
    }
  };
  for (const [hour, minute, length, daypart] of ANCHORS[profile][weekend ? 'weekend' : 'weekday']) {
    const at = Math.min(1440, hour * 60 + minute + shift);
    if (at < t || at >= 1440) continue;
    fillTo(at);
    slots.push({ start: at, end: Math.min(1440, at + length), kind: 'news', daypart });
    t = Math.min(1440, at + length);
  }
  fillTo(1440);
  // Two slots of a recurring genre back to back are one longer programme; two films are two films.
  return slots.reduce<Slot[]>((merged, slot) => {
    const previous = merged[merged.length - 1];
    if (previous && previous.kind === slot.kind && !DATED.has(slot.kind)) previous.end = slot.end;
    else merged.push(slot);
    return merged;
  }, []);
}

/** Genres whose every airing is a work of its own, titled by the date. */
const DATED: ReadonlySet<Kind> = new Set<Kind>(['film', 'series', 'documentary', 'sport']);

function draw(r: Random, weights: Weights): Kind {
  const entries = Object.entries(weights) as [Kind, number][];
  return new WeightedTable(
    entries.map(([kind]) => kind),
    entries.map(([, weight]) => weight),
  ).draw(r.next());
}

/** A channel's programmes of one day, sorted by start, back to back from 00:00 to 24:00. */
export function scheduleOf(seed: string, channel: AirChannel, day: number): Program[] {
  const lang = channel.lang;
  const names = random(seed, `titles:${channel.id}:${weekday(day)}`);
  // Recurring shows keep their title in their part of the day; dated works take one per airing.
  const recurring = new Map<string, string>();
  // Dated works walk their pool from a place drawn for the day, so no work airs twice in a day.
  const offset = random(seed, `airing:${channel.id}:${day}`).int(0, 99);
  const season = Math.floor(day / 28);
  const seasonOffset = random(seed, `season:${channel.id}:${season}`).int(0, 99);
  const seen = new Map<Kind, number>();
  return template(seed, channel, day).map((slot, index) => {
    const nth = seen.get(slot.kind) ?? 0;
    seen.set(slot.kind, nth + 1);
    let title: string;
    if (slot.kind === 'news') {
      const key = `news:${slot.daypart}`;
      title = recurring.get(key) ?? names.pick(NEWS_TITLES[lang][slot.daypart]);
      recurring.set(key, title);
    } else if (slot.kind === 'film' || slot.kind === 'documentary' || slot.kind === 'sport') {
      const pool = WORK_NAMES[lang][slot.kind];
      const name = pool[(offset + nth) % pool.length]!;
      title = slot.kind === 'sport' ? name : fill(TITLE_PATTERNS[lang][slot.kind], { name });
    } else if (slot.kind === 'series') {
      // A series runs for four weeks in its weekly slot, an episode a week.
      const pool = WORK_NAMES[lang].series;
      const name = pool[(seasonOffset + nth + 3 * weekday(day)) % pool.length]!;
      title = fill(TITLE_PATTERNS[lang].series, { name, n: String(Math.floor((day - season * 28) / 7) + 1) });
    } else {
      const key = `${slot.kind}:${slot.daypart}`;
      const pool =
        slot.kind === 'talk_show' && slot.daypart === 'morning' ? MORNING_SHOWS[lang] : SHOW_TITLES[lang][slot.kind]!;
      title = recurring.get(key) ?? names.pick(pool);
      recurring.set(key, title);
    }
    return {
      index,
      start: slot.start * 60,
      end: slot.end * 60,
      kind: slot.kind,
      title,
      description: fill(DESCRIPTIONS[lang][slot.kind], { channel: channel.name }),
    };
  });
}

/** A programme's id in its day's timeline: the channel and the programme's position. */
export const programId = (channel: number, index: number) => channel * 1000 + index + 1;
export const programOf = (id: number) => ({ channel: Math.floor(id / 1000), index: (id % 1000) - 1 });
