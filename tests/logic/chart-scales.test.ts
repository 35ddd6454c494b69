import { describe, expect, it } from 'vitest';
import { bandScale, linearScale, niceDomain, ticks, timeScale, timeTicks } from '@ui/charts/scales';

const local = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0);

describe('number ticks', () => {
  it('are 1, 2 or 5 times a power of ten, exact as decimals', () => {
    expect(ticks(0, 1, 10)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(ticks(0, 97, 5)).toEqual([0, 20, 40, 60, 80]);
    expect(ticks(-0.3, 0.7, 5)).toEqual([-0.2, 0, 0.2, 0.4, 0.6]);
    expect(ticks(0, 12_345, 4)).toEqual([0, 2000, 4000, 6000, 8000, 10_000, 12_000]);
    expect(ticks(97, 0, 5)).toEqual([80, 60, 40, 20, 0]);
    expect(ticks(3, 3, 5)).toEqual([3]);
  });

  it('round a domain out to them', () => {
    expect(niceDomain(0, 97, 5)).toEqual([0, 100]);
    expect(niceDomain(0.13, 0.97, 5)).toEqual([0, 1]);
    expect(niceDomain(3, 1234, 6)).toEqual([0, 1400]);
    expect(niceDomain(100, 0, 5)).toEqual([100, 0]);
  });
});

describe('a linear scale', () => {
  it('maps in proportion, upside down for a value axis, and back', () => {
    const y = linearScale({ domain: [0, 97], range: [200, 0], nice: 5 });
    expect(y.domain()).toEqual([0, 100]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
    expect(y.invert(50)).toBe(75);
    expect(y.ticks(5)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('puts every value in the middle of an empty domain', () => {
    expect(linearScale({ domain: [5, 5], range: [0, 100] })(5)).toBe(50);
  });
});

describe('a time scale', () => {
  it('maps dates in proportion and back, right to left too', () => {
    const from = local(2026, 10, 16);
    const to = local(2026, 10, 22);
    const x = timeScale({ domain: [from, to], range: [600, 0] });
    expect(x(from)).toBe(600);
    expect(x(to)).toBe(0);
    expect(x.invert(300).getTime()).toBe((from.getTime() + to.getTime()) / 2);
  });

  it('ticks on calendar steps in local time: hours, days, weeks, months, years', () => {
    expect(timeTicks(local(2026, 10, 16).getTime(), local(2026, 10, 17).getTime(), 8)).toEqual(
      [0, 3, 6, 9, 12, 15, 18, 21].map((hour) => local(2026, 10, 16, hour)).concat([local(2026, 10, 17)]),
    );
    expect(timeTicks(local(2026, 10, 16).getTime(), local(2026, 10, 22).getTime(), 7)).toEqual(
      [16, 17, 18, 19, 20, 21, 22].map((day) => local(2026, 10, day)),
    );
    expect(timeTicks(local(2026, 10, 1).getTime(), local(2026, 10, 30).getTime(), 4)).toEqual(
      [1, 8, 15, 22, 29].map((day) => local(2026, 10, day)),
    );
    expect(timeTicks(local(2026, 0, 10).getTime(), local(2026, 11, 20).getTime(), 4)).toEqual(
      [3, 6, 9].map((month) => local(2026, month, 1)),
    );
    expect(timeTicks(local(2016, 5, 1).getTime(), local(2026, 5, 1).getTime(), 5)).toEqual(
      [2018, 2020, 2022, 2024, 2026].map((year) => local(year, 0, 1)),
    );
  });

  it('never yields more ticks than about asked for', () => {
    const start = local(2026, 0, 1).getTime();
    for (const days of [1, 2, 5, 14, 45, 120, 400, 2000]) {
      for (const count of [2, 4, 8]) {
        const values = timeTicks(start, start + days * 86_400_000, count);
        expect(values.length, `${days} days, ${count} ticks`).toBeLessThanOrEqual(count * 2 + 1);
        expect(values.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('a band scale', () => {
  it('lays equal bands with inner and outer gaps, reversed right to left', () => {
    const x = bandScale({ domain: [0, 1, 2], range: [0, 100], paddingInner: 0.2, paddingOuter: 0.1 });
    expect(x.step()).toBeCloseTo(100 / 3);
    expect(x.bandwidth()).toBeCloseTo((100 / 3) * 0.8);
    expect(x(0)).toBeCloseTo(10 / 3);
    expect(x(2)).toBeCloseTo(10 / 3 + 200 / 3);
    expect(x(7)).toBeUndefined();
    const rtl = bandScale({ domain: [0, 1, 2], range: [100, 0], paddingInner: 0.2, paddingOuter: 0.1 });
    expect(rtl(0)).toBeCloseTo(x(2)!);
    expect(rtl(2)).toBeCloseTo(x(0)!);
  });
});

describe('the line through the points', () => {
  it('is straight segments in SVG path data, a single point closed so that a round cap draws it', async () => {
    const { polyline } = await import('@ui/charts/chart-utils');
    const points = [
      { x: 0, y: 10 },
      { x: 5.123456, y: 8 },
      { x: 10, y: 12.005 },
    ];
    expect(
      polyline(
        points,
        (point) => point.x,
        (point) => point.y,
      ),
    ).toBe('M0,10L5.12,8L10,12.01');
    expect(
      polyline(
        [{ x: 3, y: 4 }],
        (point) => point.x,
        (point) => point.y,
      ),
    ).toBe('M3,4Z');
    expect(
      polyline(
        [],
        (point: { x: number }) => point.x,
        () => 0,
      ),
    ).toBe('');
  });
});
