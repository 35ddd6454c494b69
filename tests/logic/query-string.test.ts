import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { QS_LIMITS, parseQuery, stringifyQuery } from '@lib/query-string';

// The app's codec is held to qs, the library whose bracket style the spec describes, with the
// spec's limits: every value written and read must come out the same.
const QS_PARSE = { ...QS_LIMITS, ignoreQueryPrefix: true } as const;
const QS_STRINGIFY = { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true } as const;

/** A small deterministic generator, so a failure names the same value every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const WORDS = ['a', 'period', 'start_date', 'channels', 'x y', 'ключ', 'مفتاح', 'q', 'limit', 'sort'];
const TEXTS = [
  '',
  '1',
  '2026-11-16',
  'Тема: выборы',
  'a&b=c',
  '100%',
  "it's (ok)!",
  '*',
  '~.-_',
  '/path?x=1#h',
  'مرحبا بالعالم',
  'emoji 😀',
  '+plus+',
  'a[b]',
];

function value(rng: ReturnType<typeof random>, depth: number): unknown {
  const roll = rng.next();
  if (depth >= 3 || roll < 0.45) return rng.pick([...TEXTS, 0, 7, -3, 1.5, true, false, null, undefined]);
  if (roll < 0.75) return Array.from({ length: Math.floor(rng.next() * 5) }, () => value(rng, depth + 1));
  return Object.fromEntries(
    Array.from({ length: 1 + Math.floor(rng.next() * 3) }, () => [rng.pick(WORDS), value(rng, depth + 1)]),
  );
}

/** The shapes the app writes: scalars, lists of scalars (at most 20), objects of those. */
function appValue(rng: ReturnType<typeof random>, depth: number): unknown {
  const roll = rng.next();
  const scalar = () => rng.pick([...TEXTS, 0, 7, -3, true, null]);
  if (depth >= 3 || roll < 0.45) return scalar();
  if (roll < 0.75) return Array.from({ length: Math.floor(rng.next() * 21) }, scalar);
  return Object.fromEntries(
    Array.from({ length: 1 + Math.floor(rng.next() * 3) }, () => [rng.pick(WORDS), appValue(rng, depth + 1)]),
  );
}

describe('query strings', () => {
  it('are written exactly as qs writes them, for thousands of values', () => {
    const rng = random(20261123);
    for (let run = 0; run < 3000; run += 1) {
      const input = Object.fromEntries(
        Array.from({ length: 1 + Math.floor(rng.next() * 4) }, () => [rng.pick(WORDS), value(rng, 0)]),
      );
      expect(stringifyQuery(input), JSON.stringify(input)).toBe(qs.stringify(input, QS_STRINGIFY));
    }
  });

  it('are read exactly as qs reads them: everything written in this style, and the odd keys people type', () => {
    const rng = random(7);
    for (let run = 0; run < 3000; run += 1) {
      const written = stringifyQuery({ [rng.pick(WORDS)]: appValue(rng, 0), [rng.pick(WORDS)]: appValue(rng, 0) });
      expect(parseQuery(`?${written}`), written).toEqual(qs.parse(`?${written}`, QS_PARSE));
    }
    for (const query of [
      'a=1&a=2',
      'a[0]=x&a[1]=y',
      'a[1]=x&a[0]=y',
      'a[1]=x',
      'a[25]=x',
      'a[0][b]=1&a[0][c]=2&a[1][b]=3',
      'a[][b]=1',
      'a=1&a[]=2',
      'a[b]=1&a=2',
      'a=%ZZ&b=x+y&c=%2B',
      '=1&b',
      'a[x=1',
      'a]b=1',
      'a[b]c=1',
      'a.b=1',
      'redirect=%2Fcabinet%2Finfo%2Fmain%3Fperiod%5Bstart_date%5D%3D2026',
    ]) {
      expect(parseQuery(query), query).toEqual(qs.parse(query, QS_PARSE));
    }
  });

  it('read any mix of fragments without throwing', () => {
    const rng = random(11);
    const fragments = [
      'a',
      'a[]',
      'a[0]',
      'a[1]',
      'a[25]',
      'a[b]',
      'a[b][c]',
      'b',
      'a[',
      'a]',
      '',
      '=',
      '%ZZ',
      'a%5Bb%5D',
      '__proto__',
      'a[__proto__]',
    ];
    for (let run = 0; run < 2000; run += 1) {
      const query = Array.from(
        { length: 1 + Math.floor(rng.next() * 6) },
        () => `${rng.pick(fragments)}=${encodeURIComponent(rng.pick(TEXTS))}`,
      ).join('&');
      expect(() => parseQuery(query), query).not.toThrow();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keep the spec’s limits: depth 5, arrays up to 20 items, up to 1000 parameters', () => {
    expect(parseQuery('a[b][c][d][e][f][g][h]=1')).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } });
    expect(parseQuery('a[20]=x')).toEqual({ a: ['x'] });
    expect(parseQuery('a[21]=x')).toEqual({ a: { 21: 'x' } });
    expect(Array.isArray(parseQuery(Array.from({ length: 21 }, (_, i) => `a[]=${i}`).join('&')).a)).toBe(true);
    expect(Array.isArray(parseQuery(Array.from({ length: 23 }, (_, i) => `a[]=${i}`).join('&')).a)).toBe(false);
    const many = Array.from({ length: 1200 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseQuery(many))).toHaveLength(1000);
  });

  it('never reach the object prototype', () => {
    const parsed = parseQuery(
      '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1&toString=x',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed).toEqual(
      qs.parse(
        '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1&toString=x',
        QS_PARSE,
      ),
    );
  });
});
