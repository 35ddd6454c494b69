/**
 * Days that stand out in a daily series (docs/spikes.md): a day is a spike when its value is
 * above the series' median by more than three median absolute deviations (at least one) and is
 * at least MIN_COUNT. A short series (fewer than MIN_DAYS days) has no usual level to stand out
 * from. The rule is robust: one huge day moves neither the median nor the deviation, so it
 * cannot hide itself or its neighbours. The days still coming in at the end of a series (today:
 * partial.ts) neither stand out nor count towards the usual level.
 */

export const SPIKE_K = 3;
export const MIN_COUNT = 5;
export const MIN_DAYS = 7;

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
export function spikeThreshold(values: readonly number[]): number | undefined {
  if (values.length < MIN_DAYS) return undefined;
  const center = median(values);
  return center + SPIKE_K * Math.max(mad(values, center), 1);
}

/**
 * The spikes of a daily series. `complete` is how many of its first days are whole (by default
 * all): the days after them are still coming in, and are neither marked nor part of the usual
 * level.
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
