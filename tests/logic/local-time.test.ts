import fc from 'fast-check';
import { format, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateKey } from '@lib/filters/period';
import { localIsoDateTime, localTime, utcOffsetOf } from '@lib/local-time';

/** Moments from 1990 to 2060, to the second. */
const moment = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2060, 0, 1) / 1000 })
  .map((seconds) => new Date(seconds * 1000));

describe('local times written the fixed ways', () => {
  it('write what the date library wrote, for any moment', () => {
    fc.assert(
      fc.property(moment, (date) => {
        expect(dateKey(date)).toBe(format(date, 'yyyy-MM-dd'));
        expect(localTime(date)).toBe(format(date, 'HH:mm'));
        expect(localTime(date, { seconds: true })).toBe(format(date, 'HH:mm:ss'));
        expect(localTime(date, { separator: '.' })).toBe(format(date, 'HH.mm'));
        expect(utcOffsetOf(date)).toBe(format(date, 'xxx'));
        expect(localIsoDateTime(date)).toBe(formatISO(date));
      }),
    );
  });
});
