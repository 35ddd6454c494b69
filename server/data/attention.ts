// How much attention a story gets on each day of its life, relative to its weight.
//
// News attention bursts and fades: a story is at its loudest on the day it breaks (or the day
// after, when it broke late), then decays with a heavy tail, a half-life of about a day to a few
// days (the shape measured by Leskovec, Backstrom and Kleinberg's meme-tracking study). Ongoing
// topics (a currency, a long trial, a reform) run for months at a low hum and flare up now and
// then; a few events come back too (a verdict, an aftershock, a follow-up). A story tapers off
// before it ends, never stopping dead.
//
// The shape is drawn once, when the story is born, and kept on its row (`lag`, `tau`, `base`,
// `flares`), so a day's mentions are computed from the row alone.
import type { Random } from './random.js';

/** The exponent of the power-law decay: attention at age a is (1 + a / tau) ^ -DECAY. */
const DECAY = 1.8;
/** Below this attention (the story's weight times its shape) a story has run its course. */
const FADED = 0.05;
/** The longest an event runs. */
const EVENT_DAYS = 45;
/** The days over which a story tapers off before its last. */
const TAPER_DAYS = 3;
/** The days over which an ongoing topic winds down. */
const WIND_DOWN_DAYS = 12;

export interface Shape {
  /** 1 when the story broke late in its first day: it peaks on its second. */
  lag: number;
  /** The decay's time scale in days: the half-life is tau × (2^(1/DECAY) − 1), about half of it. */
  tau: number;
  /** An ongoing topic's steady level between its flare-ups (0 for an event). */
  base: number;
  /** Flare-ups: [age in days, size against the first burst, their own tau]. */
  flares: [number, number, number][];
  /** The story's last day, counted from its first (its `ends` is `born + life`). */
  life: number;
}

/** The tau of a burst with this half-life in days. */
const tauOf = (halfLife: number) => halfLife / (2 ** (1 / DECAY) - 1);

/** A burst `age` days after it broke, against its peak. */
const burst = (age: number, tau: number) => (age < 0 ? 0 : (1 + age / tau) ** -DECAY);

/** A story's attention at `age` days, against its weight. */
export function attentionAt(shape: Shape, age: number): number {
  if (age < 0 || age > shape.life) return 0;
  let level: number;
  if (shape.base > 0) {
    // An ongoing topic: it opens with a burst, then hums at its base and flares up now and then.
    const opening = Math.min(1, (age + 1) / 3);
    const closing = Math.min(1, (shape.life - age + 1) / WIND_DOWN_DAYS);
    level = burst(age, shape.tau) + shape.base * opening * closing;
  } else {
    // An event: half its peak on the day it broke late, then the burst.
    level = shape.lag > 0 && age === 0 ? 0.45 : burst(age - shape.lag, shape.tau);
  }
  for (const [at, size, tau] of shape.flares) level += size * burst(age - at, tau);
  return level * Math.min(1, (shape.life - age + 1) / TAPER_DAYS);
}

/** The last age at which the story still draws attention, up to `longest`. */
function lifeOf(shape: Omit<Shape, 'life'>, weight: number, longest: number): number {
  const open: Shape = { ...shape, life: Number.POSITIVE_INFINITY };
  let last = 0;
  for (let age = 0; age <= longest; age++) if (weight * attentionAt(open, age) >= FADED) last = age;
  // Room to taper off.
  return Math.min(longest, last + TAPER_DAYS - 1);
}

/** An event: a burst, a heavy-tailed fade and, now and then, a second wind. */
export function eventShape(r: Random, weight: number): Shape {
  const lag = r.chance(0.3) ? 1 : 0;
  // Half-lives of a third of a day to three days, most under a day.
  const tau = tauOf(Math.min(3, Math.max(0.3, Math.exp(Math.log(0.8) + r.gauss() * 0.5))));
  const flares: Shape['flares'] = [];
  if (r.chance(0.07)) flares.push([lag + r.int(3, 20), 0.35 + r.next() * 0.6, tauOf(0.6 + r.next())]);
  const shape = { lag, tau, base: 0, flares };
  return { ...shape, life: lifeOf(shape, weight, EVENT_DAYS) };
}

/** An ongoing topic of `life` days: a low hum with flare-ups every few weeks. */
export function ongoingShape(r: Random, life: number): Shape {
  const flares: Shape['flares'] = [];
  const count = r.poisson(life / 20);
  for (let i = 0; i < count; i++)
    flares.push([r.int(6, Math.max(6, life - WIND_DOWN_DAYS)), Math.exp(r.gauss() * 0.5) * 0.9, tauOf(0.6 + r.next())]);
  flares.sort((a, b) => a[0] - b[0]);
  return { lag: 0, tau: tauOf(1 + r.next()), base: 0.08 + r.next() * 0.14, flares, life };
}

/** A planted spike's story: it breaks on its day, fades with this half-life and runs its course. */
export function plantedShape(weight: number, halfLife: number): Shape {
  const shape = { lag: 0, tau: tauOf(halfLife), base: 0, flares: [] };
  return { ...shape, life: lifeOf(shape, weight, EVENT_DAYS) };
}

/** The flare-ups as the story's row keeps them: "age:size:tau" joined by ";". */
export const flaresText = (flares: Shape['flares']) =>
  flares.map(([at, size, tau]) => `${at}:${size.toFixed(3)}:${tau.toFixed(3)}`).join(';');

export const flaresOf = (text: string): Shape['flares'] =>
  text === '' ? [] : text.split(';').map((flare) => flare.split(':').map(Number) as [number, number, number]);

/**
 * How a story's tone moves as it ages: coverage softens into follow-ups and analysis (both
 * tones give way to neutral), and each story drifts a little warmer or harsher (`drift`).
 * [positive, negative] multipliers at `age` days.
 */
export function toneDrift(drift: number, age: number): [number, number] {
  const soften = 1 - 0.2 * (1 - Math.exp(-age / 5));
  const lean = Math.exp((drift * Math.min(age, 10)) / 10);
  return [soften * lean, soften / lean];
}
