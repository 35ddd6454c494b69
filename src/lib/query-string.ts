/**
 * The nested bracket style of URLs and API query strings (spec section 2): `a[b][c]=1`,
 * `list[]=1&list[]=2`, depth 5, arrays up to 20 items, up to 1000 parameters. It writes exactly
 * what `qs.stringify(value, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true })`
 * writes and reads what `qs.parse` reads with the spec's limits; tests/logic/query-string.test.ts
 * holds it to qs on thousands of values. It is our own because every page parses its URL before
 * anything else, and qs with its helpers would be a twelfth of the sign-in page's scripts
 * (docs/decisions/011-query-string-codec.md).
 */

export const QS_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

type Value = string | Value[] | { [key: string]: Value };

/** qs's value encoding: UTF-8 percent-encoding of all but the RFC 3986 unreserved characters. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function write(prefix: string, value: unknown, parts: string[]) {
  if (value === null || value === undefined) return;
  if (value instanceof Date) {
    parts.push(`${prefix}=${encode(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    for (const item of value) write(`${prefix}[]`, item, parts);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) write(`${prefix}[${key}]`, item, parts);
  } else {
    parts.push(`${prefix}=${encode(String(value))}`);
  }
}

export function stringifyQuery(value: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) write(key, item, parts);
  return parts.join('&');
}

/**
 * A key's path, read as qs reads it: the text before the first `[`, then each `[…]` group (up
 * to the depth; the rest is one literal segment); text between groups is ignored and an unclosed
 * `[` is part of a segment. `a[b][]` is `['a', 'b', '']`.
 */
function pathOf(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const group = /\[([^[\]]*)\]/g;
  group.lastIndex = open;
  let match: RegExpExecArray | null;
  let depth = 0;
  while ((match = group.exec(key)) && depth < QS_LIMITS.depth) {
    segments.push(match[1] as string);
    depth += 1;
  }
  if (match) segments.push(key.slice(match.index));
  else if (depth === 0) segments.push(key.slice(open));
  return segments;
}

/** Keys that would reach the object prototype are dropped, as qs drops them. */
const forbidden = (key: string) => key === '__proto__' || Object.prototype.hasOwnProperty.call(Object.prototype, key);

/** An index within the array limit, written as digits. */
function arrayIndex(segment: string): number | undefined {
  if (!/^\d+$/.test(segment)) return undefined;
  const index = Number(segment);
  return index <= QS_LIMITS.arrayLimit ? index : undefined;
}

/** Two values for one key: lists join, objects merge, anything else becomes a list of both. */
function combine(existing: Value | undefined, incoming: Value): Value {
  if (existing === undefined) return incoming;
  if (Array.isArray(existing) && Array.isArray(incoming)) return [...existing, ...incoming];
  if (Array.isArray(existing)) return [...existing, incoming];
  if (Array.isArray(incoming)) return [existing, ...incoming];
  if (typeof existing === 'object' && typeof incoming === 'object') {
    const merged: Record<string, Value> = { ...existing };
    for (const [key, value] of Object.entries(incoming)) merged[key] = combine(merged[key], value);
    if (indexed.has(existing) && indexed.has(incoming)) indexed.add(merged);
    return merged;
  }
  return [existing, incoming];
}

/** Objects built from `a[0]`, `a[1]` … : lists once the whole query is read. */
const indexed = new WeakSet<object>();

/** The value a path stands for: `['b', '']` with `x` is `{ b: ['x'] }`. */
function nest(segments: string[], value: string): Value {
  let result: Value = value;
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index] as string;
    if (segment === '') {
      // As qs concatenates: `a[][]=x` is `['x']`, not `[['x']]`.
      result = Array.isArray(result) ? result : [result];
    } else {
      result = { [segment]: result };
      if (arrayIndex(segment) !== undefined) indexed.add(result);
    }
  }
  return result;
}

/**
 * Turns the objects of indexed members into lists in index order, without gaps; a list longer
 * than the limit becomes an object keyed by position, as qs makes it.
 */
function finish(value: Value): Value {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const items = value.map(finish);
    return items.length > QS_LIMITS.arrayLimit + 1
      ? Object.fromEntries(items.map((item, index) => [String(index), item]))
      : items;
  }
  const entries = Object.entries(value).map(([key, item]) => [key, finish(item)] as const);
  if (indexed.has(value) && entries.every(([key]) => arrayIndex(key) !== undefined)) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function parseQuery(search: string): Record<string, unknown> {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const result: Record<string, Value> = {};
  if (!query) return result;
  for (const part of query.split('&').slice(0, QS_LIMITS.parameterLimit)) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const key = decode(equals >= 0 ? part.slice(0, equals) : part);
    const value = equals >= 0 ? decode(part.slice(equals + 1)) : '';
    if (!key) continue;
    const [root, ...rest] = pathOf(key);
    if (!root || forbidden(root) || rest.some((segment) => segment === '__proto__' || forbidden(segment))) continue;
    result[root] = combine(result[root], nest(rest, value));
  }
  for (const [key, value] of Object.entries(result)) result[key] = finish(value);
  return result;
}
