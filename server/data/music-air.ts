// How a channel's broadcast day is laid out, shared by the generator (which counts the plays into
// the rollups) and the handlers (which list the plays one by one): the two agree because both go
// through `slotOf` and `secondOf` with the numbers stored on the channel-day.
//
// A channel-day has `slots` plays in a fixed grid: hour h holds `hours[h]` of them (at most 12, so
// every play has five minutes), each starting at its place in the hour plus a jitter that leaves
// room for a track of MAX_AIR_SECONDS. The day's tracks are drawn first and laid out in track-id
// order as a sequence (track t holds positions first … first + n − 1 of it); position p plays in
// slot (step · p + shift) mod slots, a permutation that spreads each track's plays over the day
// the way a rotation does. So a rollup row (channel, day, track, first, n) is enough to say when
// each of its plays went on air, without reading the rest of the day.
import type { Lang } from './names.js';
import type { Random } from './random.js';
import { weekday } from './calendar.js';

/** Longest time a track stays on air: a longer one is faded out (radio edit). */
export const MAX_AIR_SECONDS = 275;
const MAX_PER_HOUR = 12;

export interface Format {
  /** Plays per hour on a weekday, hour 0 … 23 (Moscow time). */
  hours: readonly number[];
  /** Extra plays per hour at weekends (no morning show, no talk). */
  weekend: readonly number[];
  /** Share of plays from the current releases (the rest is gold: older hits). */
  fresh: number;
  /** Genre weights by music theme id. */
  themes: Readonly<Record<number, number>>;
  /** Language mix overriding the channel's own. */
  langs?: Readonly<Partial<Record<Lang, number>>>;
}

const DAYTIME = [7, 6, 5, 5, 5, 7, 8, 8, 8, 9, 11, 11, 11, 11, 11, 11, 10, 10, 10, 11, 11, 11, 10, 8];
const MORNING_SHOW = [0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const NONE = new Array<number>(24).fill(0);

export const FORMATS: Record<string, Format> = {
  hits: {
    hours: DAYTIME,
    weekend: MORNING_SHOW,
    fresh: 0.8,
    themes: { 401: 10, 405: 5, 403: 4, 407: 4, 408: 2, 402: 2, 406: 3 },
  },
  russian: {
    hours: DAYTIME,
    weekend: MORNING_SHOW,
    fresh: 0.6,
    themes: { 401: 10, 404: 7, 402: 3, 403: 2, 405: 1 },
    langs: { ru: 0.95, en: 0.05 },
  },
  rock: {
    hours: [8, 7, 7, 6, 6, 7, 8, 8, 9, 10, 11, 11, 11, 11, 11, 11, 11, 10, 10, 11, 11, 11, 11, 9],
    weekend: MORNING_SHOW,
    fresh: 0.45,
    themes: { 402: 10, 408: 6, 401: 1 },
  },
  dance: {
    hours: [11, 11, 10, 9, 8, 8, 8, 8, 9, 10, 10, 11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12],
    weekend: NONE,
    fresh: 0.75,
    themes: { 405: 10, 401: 4, 403: 3, 407: 2 },
  },
  retro: {
    hours: [9, 9, 8, 8, 8, 8, 8, 8, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10],
    weekend: NONE,
    fresh: 0.1,
    themes: { 401: 10, 402: 6, 404: 4, 409: 2, 406: 3 },
  },
  arabic: {
    hours: DAYTIME,
    weekend: MORNING_SHOW,
    fresh: 0.65,
    themes: { 406: 10, 401: 3, 403: 2, 405: 2 },
    langs: { ar: 0.8, en: 0.2 },
  },
  // News and talk stations: a song in a few hours, classics and jazz among them.
  talk: {
    hours: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0],
    weekend: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    fresh: 0.3,
    themes: { 401: 4, 409: 5, 410: 5, 402: 2, 406: 2 },
  },
  tvmusic: {
    hours: [11, 11, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12],
    weekend: NONE,
    fresh: 0.85,
    themes: { 401: 10, 405: 4, 403: 4, 407: 3, 406: 3, 402: 2 },
  },
  // General TV: a song now and then in the evening shows.
  tv: {
    hours: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0],
    weekend: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0],
    fresh: 0.5,
    themes: { 401: 10, 404: 4, 406: 4, 402: 2 },
  },
};

/** The language mix of a channel by its own language, unless its format says otherwise. */
export const LANG_MIX: Record<Lang, Record<Lang, number>> = {
  ru: { ru: 0.62, en: 0.36, ar: 0.02 },
  en: { en: 0.92, ru: 0.02, ar: 0.06 },
  ar: { ar: 0.72, en: 0.25, ru: 0.03 },
};

/** Plays in each hour of a channel-day: the format's grid with some play of its own. */
export function hoursOf(format: Format, day: number, r: Random): number[] {
  const weekend = weekday(day) >= 5;
  return format.hours.map((base, hour) => {
    const planned = base + (weekend ? format.weekend[hour]! : 0);
    // Sparse hours (talk, TV) carry a song only now and then; full ones vary by one.
    const count =
      planned <= 1
        ? r.chance(planned > 0 ? 0.55 : 0)
          ? 1
          : 0
        : planned + (r.chance(0.3) ? (r.chance(0.5) ? 1 : -1) : 0);
    return Math.max(0, Math.min(MAX_PER_HOUR, count));
  });
}

/** A step and shift for `slots` positions: the step and its inverse both far from 0, so no track plays twice in a row. */
export function permutationOf(slots: number, r: Random): { step: number; shift: number } {
  const shift = Math.floor(r.next() * slots);
  if (slots < 8) return { step: 1, shift };
  for (let attempt = 0; attempt < 200; attempt++) {
    const step = Math.floor(slots * (0.3 + r.next() * 0.2));
    const inverse = inverseOf(step, slots);
    if (inverse !== undefined && inverse > slots * 0.15 && inverse < slots * 0.85) return { step, shift };
  }
  return { step: 1, shift };
}

function inverseOf(a: number, m: number): number | undefined {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return oldR === 1 ? ((oldS % m) + m) % m : undefined;
}

/** The stored layout of a channel-day, as the generator wrote it. */
export interface DayLayout {
  slots: number;
  /** Plays per hour, one base-36 digit an hour. */
  hours: string;
  step: number;
  shift: number;
  /** The last minute of the day the data reaches (1439 for a whole day). */
  last_minute: number;
}

export const hoursText = (hours: readonly number[]) => hours.map((count) => count.toString(36)).join('');

/** A layout ready for lookups: where each hour's slots begin. */
export class Air {
  private readonly starts: Int32Array;
  private readonly counts: Int32Array;
  constructor(readonly layout: DayLayout) {
    this.counts = Int32Array.from(layout.hours, (digit) => parseInt(digit, 36));
    this.starts = new Int32Array(25);
    for (let hour = 0; hour < 24; hour++) this.starts[hour + 1] = this.starts[hour]! + this.counts[hour]!;
  }

  /** The slot sequence position `position` plays in. */
  slotOf(position: number): number {
    return (this.layout.step * position + this.layout.shift) % this.layout.slots;
  }

  /** Second of the day slot `slot` starts at. */
  secondOf(slot: number): number {
    let hour = 0;
    while (this.starts[hour + 1]! <= slot) hour++;
    const count = this.counts[hour]!;
    const width = Math.floor(3600 / count);
    const room = Math.max(1, width - MAX_AIR_SECONDS);
    return hour * 3600 + (slot - this.starts[hour]!) * width + (mix(this.layout.step, this.layout.shift, slot) % room);
  }

  /** Start seconds of the plays of a rollup row that fall within the data (today: up to its last minute). */
  secondsOf(first: number, n: number): number[] {
    const seconds: number[] = [];
    for (let position = first; position < first + n; position++) {
      const second = this.secondOf(this.slotOf(position));
      if (Math.floor(second / 60) <= this.layout.last_minute) seconds.push(second);
    }
    return seconds;
  }
}

/** A 32-bit integer hash: the jitter of a slot, the same wherever it is computed. */
function mix(a: number, b: number, c: number): number {
  let h =
    Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^
    Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}
