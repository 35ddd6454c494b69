import { describe, expect, it } from 'vitest';
import {
  categoriesIn,
  contentPoints,
  contentSeries,
  detailsRange,
  hours,
  OTHER_KEY,
} from '@features/video/main/content-model';
import { endProblem, parseLocal, startProblem, toOffsetDateTime } from '@features/video/sources/demand-window';
import { SERIES_COLORS } from '@ui/charts/palette';

const series = (id: number, seconds: number[]) => ({
  category_id: id,
  category_name: `Category ${id}`,
  duration_seconds: seconds.reduce((a, b) => a + b, 0),
  share: 0,
  dynamics: seconds.map((duration_seconds, index) => ({ date: `2026-11-${16 + index}`, duration_seconds, share: 0 })),
});

describe('content chart model', () => {
  it('gives each category its own colour while the palette lasts, and sums the rest as other', () => {
    const few = contentSeries([series(1, [3600]), series(2, [1800])], 'Other');
    expect(few.map((entry) => entry.key)).toEqual(['1', '2']);
    const many = contentSeries(
      Array.from({ length: 10 }, (_, index) => series(index + 1, [3600])),
      'Other',
    );
    expect(many).toHaveLength(SERIES_COLORS.length);
    expect(many.at(-1)).toMatchObject({ key: OTHER_KEY, label: 'Other' });
    expect(many.at(-1)?.categories.map((category) => category.category_id)).toEqual([8, 9, 10]);
    expect(new Set(many.map((entry) => entry.color)).size).toBe(many.length);
  });

  it('stacks airtime in hours per date, other categories summed', () => {
    const all = contentSeries(
      Array.from({ length: 9 }, (_, index) => series(index + 1, [3600, 7200])),
      'Other',
    );
    const points = contentPoints(all, ['2026-11-16', '2026-11-17']);
    expect(points[0]?.values['1']).toBe(1);
    expect(points[1]?.values[OTHER_KEY]).toBe(4);
    expect(hours(5400)).toBe(1.5);
  });

  it('lists the categories aired in a chosen column, largest first', () => {
    const items = [series(1, [100, 0]), series(2, [300, 50]), series(3, [0, 0])];
    expect(categoriesIn(items, { start: '2026-11-16', end: '2026-11-16' }).map((item) => item.id)).toEqual([2, 1]);
    expect(categoriesIn(items, { start: '2026-11-16', end: '2026-11-17' })).toEqual([
      { id: 2, name: 'Category 2', seconds: 350 },
      { id: 1, name: 'Category 1', seconds: 100 },
    ]);
  });

  it('asks for a day as a date within the period, and a week as the part of the period it covers', () => {
    const period = { start_date: '2026-11-04', end_date: '2026-11-22' };
    expect(detailsRange({ start: '2026-11-20', end: '2026-11-20' }, period)).toEqual({ period, date: '2026-11-20' });
    expect(detailsRange({ start: '2026-11-02', end: '2026-11-08' }, period)).toEqual({
      period: { start_date: '2026-11-04', end_date: '2026-11-08' },
    });
  });
});

describe('on-demand recording window', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it('needs both ends', () => {
    expect(startProblem('', now)).toBe('start-missing');
    expect(endProblem('2026-11-22T10:00', '')).toBe('end-missing');
    expect(parseLocal('2026-11-22')).toBeUndefined();
  });

  it('lies within the last 30 days or in the future', () => {
    expect(startProblem('2026-10-23T12:00', now)).toBeUndefined();
    expect(startProblem('2026-10-23T11:59', now)).toBe('start-too-early');
    expect(startProblem('2027-01-01T00:00', now)).toBeUndefined();
  });

  it('ends after it starts and lasts at most 24 hours', () => {
    expect(endProblem('2026-11-19T18:00', '2026-11-19T18:00')).toBe('end-before-start');
    expect(endProblem('2026-11-19T18:00', '2026-11-20T18:00')).toBeUndefined();
    expect(endProblem('2026-11-19T18:00', '2026-11-20T18:01')).toBe('too-long');
    // Judged against a valid start only.
    expect(endProblem('', '2026-11-20T18:01')).toBeUndefined();
  });

  it('is sent with the offset of the person’s clock on that date', () => {
    const sent = toOffsetDateTime('2026-11-19T18:00');
    expect(sent).toMatch(/^2026-11-19T18:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(sent).getTime()).toBe(new Date(2026, 10, 19, 18, 0).getTime());
  });
});
