/**
 * Typed URL search schemas (valibot). A route declares its keys with these building blocks and
 * gets a validator that never throws: a malformed member is dropped (a shared link with one broken
 * value still opens, with that value at its default) and every declared key is named in the
 * result, undefined when absent, because the router merges the raw query with what validation
 * returns and a key left out would keep its raw, unchecked value.
 */
import * as v from 'valibot';

/** Most members a list in the URL keeps (the query-string limit is 20 array items). */
export const MAX_LIST = 20;

/** The members of a query-string list (`a[]=1&a[]=2`, `a[0]=1`, or a single `a=1`). */
function members(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined || value === '' ? [] : [value];
}

/** A whole number written in the URL (query strings carry text). */
export const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,16}$/))]),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A positive id. */
export const id = integer(1);

export const literal = <T extends string>(values: readonly T[]) => v.picklist(values as T[]);

/**
 * A list whose malformed members are dropped, repeats removed and length capped; an empty list
 * counts as absent.
 */
export function list<S extends v.GenericSchema>(item: S, max = MAX_LIST) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => {
      const kept: v.InferOutput<S>[] = [];
      for (const member of members(value)) {
        const parsed = v.safeParse(item, member);
        if (parsed.success && !kept.includes(parsed.output)) kept.push(parsed.output);
      }
      return kept.slice(0, max);
    }),
    v.check((items) => items.length > 0),
  );
}

type Entries = Record<string, v.GenericSchema>;
export type SearchOf<E extends Entries> = { [K in keyof E]?: v.InferOutput<E[K]> };

/** A route's search validator from its keys' schemas (see the module comment). */
export function searchValidator<E extends Entries>(entries: E): (raw: Record<string, unknown>) => SearchOf<E> {
  const keys = Object.keys(entries) as (keyof E & string)[];
  return (raw) => {
    const search = {} as SearchOf<E>;
    for (const key of keys) {
      const parsed = v.safeParse(entries[key] as v.GenericSchema, raw[key]);
      search[key] = (parsed.success ? parsed.output : undefined) as SearchOf<E>[typeof key];
    }
    return search;
  };
}
