/**
 * What a page needs of the saved views as it opens (saved-views.ts has the rest): where an
 * account's views are stored, and whether a URL already holds filters.
 */
import { pickFilters } from '../filters/fields';

/** The storage key of an account's views. */
export function viewsKey(userId: number | string): string {
  return `mediamonitor.views.${userId}`;
}

/** Whether a search holds any of the filters. */
export function hasFilters(search: object): boolean {
  return Object.keys(pickFilters(search)).length > 0;
}
