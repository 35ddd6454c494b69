/**
 * Downsampling for line charts: Largest-Triangle-Three-Buckets (Steinarsson, 2013), which keeps
 * the visual shape of a series with a fraction of its points, plus a guarantee that the series'
 * lowest and highest values survive (plain LTTB usually keeps them, but not always).
 *
 * Pure functions: the input is never changed and points keep their identity and order.
 */

export type Accessor<P> = (point: P) => number;

/**
 * Plain LTTB: the indexes of at most `threshold` points of `points` (sorted by x), always the
 * first and the last. Below 3 points of budget there is no triangle to build: the first and
 * last points (or the first one) are kept.
 */
export function lttbIndexes<P>(points: readonly P[], threshold: number, x: Accessor<P>, y: Accessor<P>): number[] {
  const count = points.length;
  const budget = Math.max(0, Math.floor(threshold));
  if (budget >= count) return points.map((_, index) => index);
  if (budget === 0) return [];
  if (budget === 1) return [0];
  if (budget === 2) return [0, count - 1];

  const sampled = [0];
  // The points between the first and the last are split into `budget - 2` buckets.
  const every = (count - 2) / (budget - 2);
  let anchor = 0;
  for (let bucket = 0; bucket < budget - 2; bucket += 1) {
    // The average of the next bucket (the last point after the last bucket) is the triangle's
    // third corner.
    const nextStart = Math.floor((bucket + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * every) + 1, count);
    let avgX = 0;
    let avgY = 0;
    for (let index = nextStart; index < nextEnd; index += 1) {
      const point = points[index] as P;
      avgX += x(point);
      avgY += y(point);
    }
    const nextLength = nextEnd - nextStart;
    avgX /= nextLength;
    avgY /= nextLength;

    const start = Math.floor(bucket * every) + 1;
    const end = Math.floor((bucket + 1) * every) + 1;
    const anchorPoint = points[anchor] as P;
    const anchorX = x(anchorPoint);
    const anchorY = y(anchorPoint);
    let largest = -1;
    let chosen = start;
    for (let index = start; index < end; index += 1) {
      const point = points[index] as P;
      const area = Math.abs((anchorX - avgX) * (y(point) - anchorY) - (anchorX - x(point)) * (avgY - anchorY));
      if (area > largest) {
        largest = area;
        chosen = index;
      }
    }
    sampled.push(chosen);
    anchor = chosen;
  }
  sampled.push(count - 1);
  return sampled;
}

/** Plain LTTB: at most `threshold` points of `points` (sorted by x), always the first and the last. */
export function lttb<P>(points: readonly P[], threshold: number, x: Accessor<P>, y: Accessor<P>): P[] {
  return lttbIndexes(points, threshold, x, y).map((index) => points[index] as P);
}

/**
 * At most `maxPoints` points of a series sorted by x: its first and last points, its lowest and
 * highest values, and the LTTB selection in between. A series that already fits is returned as
 * a copy.
 */
export function downsample<P>(points: readonly P[], maxPoints: number, x: Accessor<P>, y: Accessor<P>): P[] {
  const budget = Math.max(0, Math.floor(maxPoints));
  if (points.length <= budget) return points.slice();
  if (budget <= 2) return lttb(points, budget, x, y);

  let minIndex = 0;
  let maxIndex = 0;
  for (let index = 1; index < points.length; index += 1) {
    const value = y(points[index] as P);
    if (value < y(points[minIndex] as P)) minIndex = index;
    if (value > y(points[maxIndex] as P)) maxIndex = index;
  }
  // Room for the two extremes, which LTTB may or may not pick on its own.
  const picked = lttbIndexes(points, Math.max(2, budget - 2), x, y);
  const kept = new Set(picked);
  for (const index of [maxIndex, minIndex]) {
    if (picked.length >= budget) break;
    if (!kept.has(index)) {
      kept.add(index);
      picked.push(index);
    }
  }
  return picked.sort((a, b) => a - b).map((index) => points[index] as P);
}
