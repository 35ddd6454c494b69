import { describe, expect, it } from 'vitest';
import { SECONDS_PER_DAY, formatTimeOfDay, isTimeOfDay, parseTimeOfDay, toSortedSpans } from '@lib/time-of-day';

describe('parseTimeOfDay', () => {
  it('converts HH:mm:ss to seconds: 3600 per hour, 60 per minute', () => {
    expect(parseTimeOfDay('00:00:00')).toBe(0);
    expect(parseTimeOfDay('00:00:59')).toBe(59);
    expect(parseTimeOfDay('00:01:00')).toBe(60);
    expect(parseTimeOfDay('01:00:00')).toBe(3600);
    expect(parseTimeOfDay('21:06:30')).toBe(21 * 3600 + 6 * 60 + 30);
    expect(parseTimeOfDay('23:59:59')).toBe(SECONDS_PER_DAY - 1);
  });

  it('rejects malformed strings', () => {
    for (const value of [
      '24:00:00',
      '23:60:00',
      '23:00:60',
      '9:00:00',
      '09:00',
      '09:00:00.5',
      ' 09:00:00',
      '09:00:00 ',
      '0a:00:00',
      '',
      '-1:00:00',
      '09-00-00',
    ]) {
      expect(parseTimeOfDay(value), value).toBeUndefined();
      expect(isTimeOfDay(value), value).toBe(false);
    }
  });

  it('rejects values that are not strings', () => {
    for (const value of [undefined, null, 3600, {}, ['09:00:00']]) expect(parseTimeOfDay(value)).toBeUndefined();
  });
});

describe('formatTimeOfDay', () => {
  it('writes seconds as HH:mm:ss', () => {
    expect(formatTimeOfDay(0)).toBe('00:00:00');
    expect(formatTimeOfDay(21 * 3600 + 6 * 60 + 30)).toBe('21:06:30');
    expect(formatTimeOfDay(SECONDS_PER_DAY - 1)).toBe('23:59:59');
  });

  it('round-trips with parseTimeOfDay', () => {
    for (const value of ['00:00:00', '05:07:09', '12:34:56', '23:59:59'])
      expect(formatTimeOfDay(parseTimeOfDay(value) ?? -1)).toBe(value);
  });

  it('clamps to the day and drops fractions', () => {
    expect(formatTimeOfDay(-5)).toBe('00:00:00');
    expect(formatTimeOfDay(SECONDS_PER_DAY + 100)).toBe('23:59:59');
    expect(formatTimeOfDay(61.9)).toBe('00:01:01');
    expect(formatTimeOfDay(Number.NaN)).toBe('00:00:00');
  });
});

describe('toSortedSpans', () => {
  it('sorts by start and leaves out malformed or empty intervals', () => {
    const spans = toSortedSpans([
      { start: '12:00:00', end: '12:15:00', id: 'b' },
      { start: '00:00:00', end: '05:00:00', id: 'a' },
      { start: '25:00:00', end: '26:00:00', id: 'bad' },
      { start: '13:00:00', end: '13:00:00', id: 'empty' },
      { start: '14:00:00', end: '13:00:00', id: 'backwards' },
      { start: '12:00:00', end: '12:10:00', id: 'b0' },
    ]);
    expect(spans.map((span) => span.id)).toEqual(['a', 'b0', 'b']);
    expect(spans[0]?.span).toEqual({ start: 0, end: 5 * 3600 });
  });
});
