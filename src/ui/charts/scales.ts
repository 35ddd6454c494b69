/**
 * The three scales the charts draw with: linear (values), time (dates) and band (buckets). Small on
 * purpose: the general-purpose scale library brought number and date formatting, colour
 * interpolation and a dozen scale kinds the charts never use, about 10 KB of a console page's
 * compressed JavaScript. Ticks follow the usual rule: 1, 2 or 5 times a power of ten for numbers,
 * calendar steps (minutes to years, in local time) for dates.
 */

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** The step between about `count` round ticks over [start, stop]: 1, 2 or 5 times a power of ten. */
export function tickStep(start: number, stop: number, count: number): number {
  const raw = Math.abs(stop - start) / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 0;
  let step = 10 ** Math.floor(Math.log10(raw));
  const error = raw / step;
  if (error >= E10) step *= 10;
  else if (error >= E5) step *= 5;
  else if (error >= E2) step *= 2;
  return step;
}

/** Multiples of `step` as exact as decimals allow: a step below 1 is used through its inverse. */
function multiples(from: number, to: number, step: number): number[] {
  const inverse = step < 1 ? Math.round(1 / step) : 0;
  const first = inverse ? Math.ceil(from * inverse) : Math.ceil(from / step);
  const last = inverse ? Math.floor(to * inverse) : Math.floor(to / step);
  const values: number[] = [];
  for (let index = first; index <= last; index += 1) values.push(inverse ? index / inverse : index * step);
  return values;
}

/** About `count` round values between start and stop, both included when round. */
export function ticks(start: number, stop: number, count: number): number[] {
  if (start === stop) return [start];
  const [low, high] = start < stop ? [start, stop] : [stop, start];
  const step = tickStep(low, high, count);
  if (step === 0) return [];
  const values = multiples(low, high, step);
  return start < stop ? values : values.reverse();
}

/** The domain widened to round values at its ends, so the first and last ticks sit on them. */
export function niceDomain(start: number, stop: number, count: number): [number, number] {
  let [low, high] = start <= stop ? [start, stop] : [stop, start];
  let previous = 0;
  for (let round = 0; round < 10; round += 1) {
    const step = tickStep(low, high, count);
    if (step === 0 || step === previous) break;
    const inverse = step < 1 ? Math.round(1 / step) : 0;
    low = inverse ? Math.floor(low * inverse) / inverse : Math.floor(low / step) * step;
    high = inverse ? Math.ceil(high * inverse) / inverse : Math.ceil(high / step) * step;
    previous = step;
  }
  return start <= stop ? [low, high] : [high, low];
}

export interface LinearScale {
  (value: number): number;
  ticks(count?: number): number[];
  invert(position: number): number;
  domain(): [number, number];
}

/** Values onto positions in proportion; `nice` rounds the domain out to ticks of about that count. */
export function linearScale({
  domain,
  range,
  nice,
}: {
  domain: readonly [number, number];
  range: readonly [number, number];
  nice?: number;
}): LinearScale {
  const [d0, d1] = nice ? niceDomain(domain[0], domain[1], nice) : domain;
  const [r0, r1] = range;
  const scale = ((value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)) as LinearScale;
  scale.ticks = (count = 10) => ticks(d0, d1, count);
  scale.invert = (position) => (r1 === r0 ? d0 : d0 + ((position - r0) / (r1 - r0)) * (d1 - d0));
  scale.domain = () => [d0, d1];
  return scale;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
/** The calendar steps a time axis may tick by, with their rough lengths. */
const STEPS: [unit: Unit, every: number, length: number][] = [
  ['minute', 1, MINUTE],
  ['minute', 5, 5 * MINUTE],
  ['minute', 15, 15 * MINUTE],
  ['minute', 30, 30 * MINUTE],
  ['hour', 1, HOUR],
  ['hour', 3, 3 * HOUR],
  ['hour', 6, 6 * HOUR],
  ['hour', 12, 12 * HOUR],
  ['day', 1, DAY],
  ['day', 2, 2 * DAY],
  ['week', 1, 7 * DAY],
  ['month', 1, 30 * DAY],
  ['month', 3, 91 * DAY],
  ['year', 1, 365 * DAY],
];

/** The start of the unit that holds `time`, in local time (weeks start on Sunday). */
function floorTo(time: number, unit: Unit): Date {
  const date = new Date(time);
  const [y, m, d, h, min] = [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()];
  if (unit === 'minute') return new Date(y, m, d, h, min);
  if (unit === 'hour') return new Date(y, m, d, h);
  if (unit === 'day') return new Date(y, m, d);
  if (unit === 'week') return new Date(y, m, d - date.getDay());
  if (unit === 'month') return new Date(y, m, 1);
  return new Date(y, 0, 1);
}

/** One unit later, by the calendar (a day across a clock change is still one day). */
function next(date: Date, unit: Unit): Date {
  const [y, m, d, h, min] = [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()];
  if (unit === 'minute') return new Date(y, m, d, h, min + 1);
  if (unit === 'hour') return new Date(y, m, d, h + 1);
  if (unit === 'day') return new Date(y, m, d + 1);
  if (unit === 'week') return new Date(y, m, d + 7);
  if (unit === 'month') return new Date(y, m + 1, 1);
  return new Date(y + 1, 0, 1);
}

/** Whether a unit's start is one of every `every`: the 0th, 5th, 10th minute; odd days of the month; quarters. */
function onStep(date: Date, unit: Unit, every: number): boolean {
  if (every === 1) return true;
  if (unit === 'minute') return date.getMinutes() % every === 0;
  if (unit === 'hour') return date.getHours() % every === 0;
  if (unit === 'day') return (date.getDate() - 1) % every === 0;
  if (unit === 'month') return date.getMonth() % every === 0;
  return date.getFullYear() % every === 0;
}

/** About `count` calendar-round dates between start and stop (included). */
export function timeTicks(start: number, stop: number, count: number): Date[] {
  const [low, high] = start <= stop ? [start, stop] : [stop, start];
  if (low === high) return [new Date(low)];
  const target = (high - low) / Math.max(1, count);
  let index = STEPS.findIndex(([, , length]) => length > target);
  let unit: Unit;
  let every: number;
  if (index === -1) {
    // Longer than a year per tick: round numbers of years.
    unit = 'year';
    every = Math.max(1, tickStep(new Date(low).getFullYear(), new Date(high).getFullYear(), count));
  } else {
    if (index > 0 && target / STEPS[index - 1]![2] < STEPS[index]![2] / target) index -= 1;
    [unit, every] = STEPS[index]!;
  }
  const values: Date[] = [];
  for (let date = floorTo(low, unit); date.getTime() <= high; date = next(date, unit)) {
    if (date.getTime() >= low && onStep(date, unit, every)) values.push(date);
  }
  return start <= stop ? values : values.reverse();
}

export interface TimeScale {
  (date: Date): number;
  ticks(count?: number): Date[];
  invert(position: number): Date;
}

/** Dates onto positions in proportion to time. */
export function timeScale({
  domain,
  range,
}: {
  domain: readonly [Date, Date];
  range: readonly [number, number];
}): TimeScale {
  const [d0, d1] = [domain[0].getTime(), domain[1].getTime()];
  const linear = linearScale({ domain: [d0, d1], range });
  const scale = ((date: Date) => linear(date.getTime())) as TimeScale;
  scale.ticks = (count = 10) => timeTicks(d0, d1, count);
  scale.invert = (position) => new Date(linear.invert(position));
  return scale;
}

export interface BandScale {
  (value: number): number | undefined;
  bandwidth(): number;
  /** From one band's start to the next one's: the band and its inner gap. */
  step(): number;
}

/**
 * Equal bands for the domain's values along the range, with gaps between them (paddingInner, a
 * share of a step) and at the ends (paddingOuter); the position is a band's start.
 */
export function bandScale({
  domain,
  range,
  paddingInner = 0,
  paddingOuter = 0,
}: {
  domain: readonly number[];
  range: readonly [number, number];
  paddingInner?: number;
  paddingOuter?: number;
}): BandScale {
  const count = domain.length;
  const [r0, r1] = range;
  const [low, high] = r0 <= r1 ? [r0, r1] : [r1, r0];
  const step = (high - low) / Math.max(1, count - paddingInner + paddingOuter * 2);
  const first = low + (high - low - step * (count - paddingInner)) / 2;
  const starts = domain.map((_, index) => first + step * index);
  if (r1 < r0) starts.reverse();
  const positions = new Map(domain.map((value, index) => [value, starts[index]!]));
  const scale = ((value: number) => positions.get(value)) as BandScale;
  scale.bandwidth = () => step * (1 - paddingInner);
  scale.step = () => step;
  return scale;
}
