/**
 * Days that stand out in a daily series (docs/spikes.md), one detector for the charts' marks and
 * the alerts: the app's charts (src/lib/compare/spikes.ts) and the reference backend's alert rules
 * (server/alerts) both import it. It imports nothing.
 *
 * A day is a spike when its value is above the usual level, the median, by more than K median
 * absolute deviations (at least one) and is at least MIN_COUNT. A short series (fewer than
 * MIN_DAYS days) has no usual level to stand out from. The rule is robust: one huge day moves
 * neither the median nor the deviation, so it cannot hide itself or its neighbours. The days still
 * coming in at the end of a series (today) neither stand out nor count towards the usual level.
 *
 * A chart measures each day against the whole period shown (`findSpikes`). An alert measures one
 * whole day against the BASELINE_DAYS before it, with a sensitivity's K, and also wants the day
 * above the day before and the same weekday a week before (`daySpike`).
 */

export const SPIKE_K = 3;
export const MIN_COUNT = 5;
export const MIN_DAYS = 7;
/** The days before it an alert measures a day against. */
export const BASELINE_DAYS = 14;
/** K by an alert's sensitivity: `balanced` is the charts' own. */
export const SENSITIVITY_K = { fewer: 4, balanced: 3, more: 2 } as const;
export type Sensitivity = keyof typeof SENSITIVITY_K;

export interface Spike {
  index: number;
  value: number;
  /** The series' usual level: its median. */
  usual: number;
  /** value / usual; undefined when the usual level is 0. */
  ratio: number | undefined;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median absolute deviation from the median. */
export function mad(values: readonly number[], center = median(values)): number {
  return median(values.map((value) => Math.abs(value - center)));
}

/** The threshold above which a day of this series is a spike (undefined for a series too short to tell). */
export function spikeThreshold(values: readonly number[], k: number = SPIKE_K): number | undefined {
  if (values.length < MIN_DAYS) return undefined;
  const center = median(values);
  return center + k * Math.max(mad(values, center), 1);
}

/**
 * The spikes of a daily series, each day against the whole series. `complete` is how many of its
 * first days are whole (by default all): the days after them are still coming in, and are
 * neither marked nor part of the usual level.
 */
export function findSpikes(
  series: readonly number[],
  { complete = series.length }: { complete?: number } = {},
): Spike[] {
  const values = series.slice(0, Math.max(0, complete));
  const threshold = spikeThreshold(values);
  if (threshold === undefined) return [];
  const usual = median(values);
  const spikes: Spike[] = [];
  values.forEach((value, index) => {
    if (value > threshold && value >= MIN_COUNT)
      spikes.push({ index, value, usual, ratio: usual > 0 ? value / usual : undefined });
  });
  return spikes;
}

/**
 * Whether the whole day at `index` of a daily series is a spike as an alert sees it: above the
 * threshold of the BASELINE_DAYS before it (K by `sensitivity`), at least MIN_COUNT, and above
 * both the day before and the same weekday a week before. Undefined (no spike) when fewer than
 * BASELINE_DAYS whole days come before it, or when the day itself is not whole (`complete`: how
 * many of the series' first days are whole).
 */
export function daySpike(
  series: readonly number[],
  index: number,
  { sensitivity = 'balanced', complete = series.length }: { sensitivity?: Sensitivity; complete?: number } = {},
): Spike | undefined {
  if (index >= complete || index < BASELINE_DAYS) return undefined;
  const before = series.slice(index - BASELINE_DAYS, index);
  const value = series[index]!;
  const threshold = spikeThreshold(before, SENSITIVITY_K[sensitivity])!;
  if (!(value > threshold && value >= MIN_COUNT)) return undefined;
  if (!(value > series[index - 1]! && value > series[index - 7]!)) return undefined;
  const usual = median(before);
  return { index, value, usual, ratio: usual > 0 ? value / usual : undefined };
}
