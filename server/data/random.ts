// Seeded randomness for the generator: the same seed and key give the same numbers on every
// machine, so the dataset (and every figure a test asserts) is reproducible.

/** sfc32: a small, fast generator with a 128-bit state; good enough statistics for fake data. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string, for turning a seed and a key ("day:20400") into generator state. */
function hash(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Poisson-distributed count with mean `mean`. */
  poisson(mean: number): number;
  /** Normal with mean 0 and deviation 1. */
  gauss(): number;
}

export function random(seed: string, key: string): Random {
  const next = sfc32(hash(seed, 1), hash(key, 2), hash(seed + key, 3), hash(key + seed, 4));
  for (let i = 0; i < 12; i++) next();
  const gauss = () => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    gauss,
    poisson(mean) {
      if (mean <= 0) return 0;
      if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss()));
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
  };
}

/** Weighted choice in O(log n): build once from weights, then draw with a uniform number. */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  readonly total: number;
  constructor(
    readonly items: ArrayLike<T>,
    weights: readonly number[],
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i++) {
      sum += Math.max(0, weights[i] ?? 0);
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }
  draw(u: number): T {
    const target = u * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

/** Zipf-like size of the item at `rank` (1-based): `top / rank^exponent`. */
export const zipf = (rank: number, top: number, exponent: number) => top / Math.pow(rank, exponent);
