import { describe, expect, it } from 'vitest';
import { downsample, lttb } from '@lib/downsample';

interface Point {
  x: number;
  y: number;
}
const x = (point: Point) => point.x;
const y = (point: Point) => point.y;

/** A noisy wave with a lone spike and a lone dip somewhere inside. */
function series(count: number, seed = 7): Point[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const points = Array.from({ length: count }, (_, index) => ({
    x: index * 1000,
    y: 100 + 40 * Math.sin(index / 50) + random() * 10,
  }));
  (points[Math.floor(count * 0.37)] as Point).y = 1000;
  (points[Math.floor(count * 0.61)] as Point).y = -500;
  return points;
}

const extremes = (points: Point[]) => ({
  min: points.reduce((low, point) => (point.y < low.y ? point : low)),
  max: points.reduce((high, point) => (point.y > high.y ? point : high)),
});

describe('LTTB downsampling', () => {
  it('keeps the first and last points, the extremes, and at most N points', () => {
    const points = series(10_000);
    const { min, max } = extremes(points);
    for (const budget of [4, 5, 10, 100, 480, 500]) {
      const sampled = downsample(points, budget, x, y);
      expect(sampled.length, String(budget)).toBeLessThanOrEqual(budget);
      expect(sampled.length, String(budget)).toBeGreaterThanOrEqual(budget - 2);
      expect(sampled[0]).toBe(points[0]);
      expect(sampled[sampled.length - 1]).toBe(points[points.length - 1]);
      expect(sampled).toContain(min);
      expect(sampled).toContain(max);
    }
  });

  it('keeps the extremes even where plain LTTB drops them', () => {
    // Two spikes in one bucket: LTTB keeps one point per bucket, so one spike would be lost.
    const points = Array.from({ length: 100 }, (_, index) => ({ x: index, y: 0 }));
    (points[50] as Point).y = 10;
    (points[51] as Point).y = -10;
    expect(lttb(points, 6, x, y).filter((point) => point.y !== 0)).toHaveLength(1);
    const sampled = downsample(points, 6, x, y);
    expect(sampled).toContain(points[50]);
    expect(sampled).toContain(points[51]);
    expect(sampled.length).toBeLessThanOrEqual(6);
  });

  it('keeps the order of x and never invents points', () => {
    const points = series(2_000, 3);
    const sampled = downsample(points, 300, x, y);
    for (let index = 1; index < sampled.length; index += 1)
      expect((sampled[index] as Point).x).toBeGreaterThan((sampled[index - 1] as Point).x);
    for (const point of sampled) expect(points).toContain(point);
  });

  it('returns a short series whole, as a copy, and leaves the input alone', () => {
    const points = series(50);
    const before = points.map((point) => ({ ...point }));
    const sampled = downsample(points, 500, x, y);
    expect(sampled).toEqual(points);
    expect(sampled).not.toBe(points);
    downsample(points, 10, x, y);
    expect(points).toEqual(before);
  });

  it('handles tiny budgets', () => {
    const points = series(100);
    expect(downsample(points, 0, x, y)).toEqual([]);
    expect(downsample(points, 1, x, y)).toEqual([points[0]]);
    expect(downsample(points, 2, x, y)).toEqual([points[0], points[99]]);
    expect(downsample(points, 3, x, y)).toHaveLength(3);
    expect(downsample([], 10, x, y)).toEqual([]);
  });

  it('picks the point that keeps the shape: a lone peak survives plain LTTB', () => {
    const points = Array.from({ length: 30 }, (_, index) => ({ x: index, y: index === 14 ? 50 : 1 }));
    expect(lttb(points, 5, x, y)).toContain(points[14]);
  });
});
