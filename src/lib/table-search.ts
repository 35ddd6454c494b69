/**
 * The URL state of a server-paged, server-sorted list: `page` (from 1, absent on the first),
 * `size` (absent at the default), `sort` and `order` (absent at the list's default order).
 */
import * as v from 'valibot';
import { integer, literal } from './search-schema';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type SortOrder = 'asc' | 'desc';

export interface TableSearch<F extends string = string> {
  page?: number;
  size?: number;
  sort?: F;
  order?: SortOrder;
}

export interface TableDefaults<F extends string> {
  /** The fields the server can sort the list by. */
  sortFields: readonly F[];
  sort: F;
  order: SortOrder;
  size: number;
}

/** Schema entries of a list's keys, for `searchValidator` (they join a page's own keys). */
export function tableSearchEntries<F extends string>(defaults: TableDefaults<F>) {
  return {
    page: integer(2, 100_000),
    size: v.pipe(
      integer(1, 100),
      v.check((size) => size !== defaults.size && (PAGE_SIZES as readonly number[]).includes(size)),
    ),
    sort: literal(defaults.sortFields),
    order: literal(['asc', 'desc'] as const),
  };
}

/** The request members a list's URL state stands for. */
export function tableRequest<F extends string>(search: TableSearch<F>, defaults: TableDefaults<F>) {
  return {
    page: search.page ?? 1,
    limit: search.size ?? defaults.size,
    sort_by: search.sort ?? defaults.sort,
    sort_order: search.order ?? (search.sort && search.sort !== defaults.sort ? 'asc' : defaults.order),
  };
}

/** A list's search in the URL: trimmed, not empty, within the length the server takes. */
export const searchText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
