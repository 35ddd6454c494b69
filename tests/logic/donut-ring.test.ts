import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringAngles, ringSegment } from '@ui/charts/donut-chart';

describe('the ring of a donut', () => {
  it('gives each part its share of the turn, in order, with a gap between parts', () => {
    const [a, b] = ringAngles([1, 3], 0.008);
    expect(a!.start).toBeCloseTo(0.004);
    expect(a!.end).toBeCloseTo(Math.PI / 2 - 0.004);
    expect(b!.start).toBeCloseTo(Math.PI / 2 + 0.004);
    expect(b!.end).toBeCloseTo(2 * Math.PI - 0.004);
    expect(ringAngles([5], 0.008)).toEqual([{ start: 0, end: 2 * Math.PI }]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }), (values) => {
        const angles = ringAngles(values, 0.008);
        const total = values.reduce((sum, value) => sum + value, 0);
        angles.forEach(({ start, end }, index) => {
          expect(end).toBeGreaterThanOrEqual(start);
          expect(end - start).toBeLessThanOrEqual(((values[index] as number) / total) * 2 * Math.PI + 1e-9);
        });
        expect(angles.at(-1)!.end).toBeLessThanOrEqual(2 * Math.PI + 1e-9);
      }),
    );
  });

  it('draws a segment as two arcs joined into a closed shape, and a whole ring as two halves', () => {
    const quarter = ringSegment(0, Math.PI / 2, 100, 60);
    expect(quarter).toBe('M 0.00,-100.00 A 100 100 0 0 1 100.00,-0.00 L 60.00,-0.00 A 60 60 0 0 0 0.00,-60.00 Z');
    expect(ringSegment(0, 2 * Math.PI, 100, 60).match(/M /g)).toHaveLength(2);
    expect(ringSegment(0, (3 * Math.PI) / 2, 100, 0)).toContain('A 100 100 0 1 1');
  });
});
