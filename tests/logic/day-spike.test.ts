import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASELINE_DAYS, daySpike, median, SENSITIVITY_K } from '@lib/compare/spikes';

/** Fourteen ordinary days: median 10.5, MAD 0.5 (floored at 1). */
const BEFORE = [10, 12, 11, 9, 10, 13, 12, 10, 11, 10, 12, 9, 11, 10];

describe('a day as an alert sees it', () => {
  it('stands out from the 14 days before by the sensitivity’s K, figures worked by hand', () => {
    expect(median(BEFORE)).toBe(10.5);
    // Thresholds: 10.5 + K × max(0.5, 1): 14.5 (fewer), 13.5 (balanced), 12.5 (more).
    expect(daySpike([...BEFORE, 30], 14)).toEqual({ index: 14, value: 30, usual: 10.5, ratio: 30 / 10.5 });
    expect(daySpike([...BEFORE, 14], 14, { sensitivity: 'balanced' })?.value).toBe(14);
    expect(daySpike([...BEFORE, 14], 14, { sensitivity: 'fewer' })).toBeUndefined();
    expect(daySpike([...BEFORE, 13], 14, { sensitivity: 'more' })?.value).toBe(13);
    expect(daySpike([...BEFORE, 13], 14, { sensitivity: 'balanced' })).toBeUndefined();
  });

  it('is no spike when it is not above the day before, or the same weekday a week before', () => {
    const weekBefore = [...BEFORE];
    weekBefore[7] = 30;
    expect(daySpike([...weekBefore, 30], 14)).toBeUndefined();
    expect(daySpike([...weekBefore, 31], 14)?.value).toBe(31);
    const dayBefore = [...BEFORE];
    dayBefore[13] = 40;
    expect(daySpike([...dayBefore, 30], 14)).toBeUndefined();
  });

  it('needs 14 whole days before it, and a whole day: today still coming in never fires', () => {
    expect(daySpike([...BEFORE.slice(1), 30], 13)).toBeUndefined();
    expect(daySpike([...BEFORE, 30], 14, { complete: 14 })).toBeUndefined();
    // Days without data count as 0: a quiet series wakes up at five mentions.
    const quiet = new Array(BASELINE_DAYS).fill(0);
    expect(daySpike([...quiet, 5], 14)).toEqual({ index: 14, value: 5, usual: 0, ratio: undefined });
    expect(daySpike([...quiet, 4], 14)).toBeUndefined();
  });

  it('on balanced, marks only days the chart’s own rule would call above its usual level', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { minLength: 15, maxLength: 15 }), (series) => {
        const spike = daySpike(series, 14);
        if (!spike) return;
        // The same K and floor as the charts: against the 14 days before, the day is above
        // median + 3 × max(MAD, 1), and it is the largest of the day before and the week before.
        expect(SENSITIVITY_K.balanced).toBe(3);
        expect(spike.value).toBeGreaterThan(series[13]!);
        expect(spike.value).toBeGreaterThan(series[7]!);
        // Shown on a chart of exactly those 15 days, the day is at least as high as the usual level.
        expect(spike.value).toBeGreaterThan(median(series));
      }),
    );
  });
});
