import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { change, leftTheTop, rankMoves, shareOf } from '@lib/compare/change';
import {
  addDays,
  alignByOffset,
  alignedDate,
  comparisonPeriod,
  daysBetween,
  periodLength,
  startOfWeek,
  yearEarlier,
} from '@lib/compare/periods';
import { findSpikes, mad, median, MIN_COUNT, MIN_DAYS, spikeThreshold } from '@lib/compare/spikes';
import { isDateString } from '@lib/filters/period';
import { presetPeriod } from '@lib/filters/presets';

/** Calendar days from 1990 to 2060, written yyyy-MM-dd. */
const day = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2060, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const period = fc
  .tuple(day, fc.integer({ min: 0, max: 400 }))
  .map(([start, extra]) => ({ start_date: start, end_date: addDays(start, extra) }));

describe('the compared period', () => {
  it('previous: the same length, ending the day before the chosen start', () => {
    fc.assert(
      fc.property(period, (chosen) => {
        const previous = comparisonPeriod(chosen, 'previous');
        expect(periodLength(previous)).toBe(periodLength(chosen));
        expect(addDays(previous.end_date, 1)).toBe(chosen.start_date);
        expect(isDateString(previous.start_date) && isDateString(previous.end_date)).toBe(true);
      }),
    );
  });

  it('previous across month ends and a leap day', () => {
    expect(comparisonPeriod({ start_date: '2026-03-01', end_date: '2026-03-31' }, 'previous')).toEqual({
      start_date: '2026-01-29',
      end_date: '2026-02-28',
    });
    expect(comparisonPeriod({ start_date: '2028-03-01', end_date: '2028-03-03' }, 'previous')).toEqual({
      start_date: '2028-02-27',
      end_date: '2028-02-29',
    });
    expect(comparisonPeriod({ start_date: '2027-01-01', end_date: '2027-01-01' }, 'previous')).toEqual({
      start_date: '2026-12-31',
      end_date: '2026-12-31',
    });
  });

  it('a year earlier keeps the calendar dates; 29 February becomes the 28th', () => {
    expect(comparisonPeriod({ start_date: '2026-11-16', end_date: '2026-11-22' }, 'year')).toEqual({
      start_date: '2025-11-16',
      end_date: '2025-11-22',
    });
    expect(yearEarlier('2028-02-29')).toBe('2027-02-28');
    expect(yearEarlier('2029-03-01')).toBe('2028-03-01');
    fc.assert(
      fc.property(day, (date) => {
        const earlier = yearEarlier(date);
        expect(isDateString(earlier)).toBe(true);
        expect(Number(earlier.slice(0, 4))).toBe(Number(date.slice(0, 4)) - 1);
        expect(earlier.slice(5, 7)).toBe(date.slice(5, 7));
      }),
    );
  });

  it('a custom period is kept as chosen, whatever its length', () => {
    const custom = { start_date: '2026-10-01', end_date: '2026-10-14' };
    expect(comparisonPeriod({ start_date: '2026-11-16', end_date: '2026-11-22' }, custom)).toBe(custom);
    expect(periodLength(custom)).toBe(14);
  });

  it('aligns the compared days by their offset from the start, leaving out what runs past the chosen length', () => {
    const chosen = { start_date: '2026-11-16', end_date: '2026-11-18' };
    const compared = { start_date: '2026-10-01', end_date: '2026-10-05' };
    const points = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'].map((date, index) => ({
      date,
      count: index + 1,
    }));
    const aligned = alignByOffset(points, chosen, compared);
    expect([...aligned.entries()].map(([date, point]) => [date, point.count])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-17', 2],
      ['2026-11-18', 3],
    ]);
    fc.assert(
      fc.property(period, fc.integer({ min: 0, max: 400 }), (main, offset) => {
        const previous = comparisonPeriod(main, 'previous');
        const date = addDays(main.start_date, Math.min(offset, periodLength(main) - 1));
        expect(daysBetween(previous.start_date, alignedDate(date, main, previous))).toBe(
          daysBetween(main.start_date, date),
        );
      }),
    );
  });

  it('weeks start on the first day of the language', () => {
    // Wednesday 25 November 2026.
    expect(startOfWeek('2026-11-25', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-25', 6)).toBe('2026-11-21');
    // In every language: the calendar's Saturday column aside, the week of the presets starts on Monday.
    expect(presetPeriod('week', new Date(2026, 10, 25))).toEqual({ start_date: '2026-11-23', end_date: '2026-11-25' });
    fc.assert(
      fc.property(day, fc.constantFrom(0, 1, 6) as fc.Arbitrary<0 | 1 | 6>, (date, first) => {
        const start = startOfWeek(date, first);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(first);
        expect(daysBetween(start, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(start, date)).toBeLessThan(7);
      }),
    );
  });
});

describe('changes and ranks', () => {
  it('a change is signed, in percent of the earlier figure, and "new" instead of dividing by zero', () => {
    expect(change(123, 100)).toMatchObject({ abs: 23, pct: 0.23, direction: 'up', isNew: false });
    expect(change(5, 10)).toMatchObject({ abs: -5, pct: -0.5, direction: 'down' });
    expect(change(7, 0)).toMatchObject({ abs: 7, pct: undefined, direction: 'up', isNew: true });
    expect(change(0, 0)).toMatchObject({ abs: 0, pct: undefined, direction: 'same', isNew: false });
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(1e6), (current, previous) => {
        const moved = change(current, previous);
        expect(moved.previous + moved.abs).toBe(current);
        expect(Number.isFinite(moved.pct ?? 0)).toBe(true);
        if (previous > 0) expect(moved.pct).toBeCloseTo((current - previous) / previous, 10);
        expect(moved.direction).toBe(current > previous ? 'up' : current < previous ? 'down' : 'same');
      }),
    );
  });

  it('ranks move by the places gained or lost; an item that was not there is new; the rest left the top', () => {
    const moves = rankMoves(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'e']);
    expect(moves.get('a')).toEqual({ kind: 'up', by: 2 });
    expect(moves.get('b')).toEqual({ kind: 'down', by: 1 });
    expect(moves.get('c')).toEqual({ kind: 'down', by: 1 });
    expect(moves.get('d')).toEqual({ kind: 'new' });
    expect(leftTheTop(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'e'], (key) => key)).toEqual(['e']);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(30), { maxLength: 12 }),
        fc.uniqueArray(fc.nat(30), { maxLength: 12 }),
        (current, previous) => {
          const all = rankMoves(current, previous);
          expect(all.size).toBe(current.length);
          current.forEach((key, index) => {
            const move = all.get(key)!;
            const was = previous.indexOf(key);
            if (was < 0) expect(move.kind).toBe('new');
            else expect(index + (move.kind === 'up' ? move.by : move.kind === 'down' ? -move.by : 0)).toBe(was);
          });
          expect(
            leftTheTop(current, previous, (key) => key).every(
              (key) => !current.includes(key) && previous.includes(key),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('shares are of the total, 0 of nothing', () => {
    expect(shareOf(25, 100)).toBe(0.25);
    expect(shareOf(3, 0)).toBe(0);
  });
});

describe('spikes', () => {
  it('median and MAD', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(mad([1, 1, 2, 2, 4, 6, 9])).toBe(1);
  });

  it('marks a day above median + 3 × MAD (at least 1) with at least the minimum count, and says how many times the usual', () => {
    const week = [10, 12, 11, 9, 10, 41, 11];
    expect(findSpikes(week)).toEqual([{ index: 5, value: 41, usual: 11, ratio: 41 / 11 }]);
    // Too few days to know what is usual.
    expect(findSpikes(week.slice(0, MIN_DAYS - 1).concat([]))).toEqual([]);
    // A quiet series: a jump from 0 to 3 is under the minimum count.
    expect(findSpikes([0, 0, 0, 0, 0, 0, MIN_COUNT - 2])).toEqual([]);
    // From nothing: the ratio is left out.
    expect(findSpikes([0, 0, 0, 0, 0, 0, 9])).toEqual([{ index: 6, value: 9, usual: 0, ratio: undefined }]);
  });

  it('a flat series has no spike, and one huge day never hides another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: MIN_DAYS, max: 60 }), (level, days) => {
        expect(findSpikes(Array.from({ length: days }, () => level))).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5, max: 15 }), { minLength: 10, maxLength: 60 }),
        fc.integer({ min: 1000, max: 1e6 }),
        (values, huge) => {
          const series = [...values, huge, 200];
          const marked = findSpikes(series).map((spike) => spike.value);
          expect(marked).toContain(huge);
          expect(marked).toContain(200);
          expect(spikeThreshold(series)).toBeLessThan(200);
        },
      ),
    );
  });
});
