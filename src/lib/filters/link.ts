/**
 * Links and moves that change the URL's search, typed once here so that no call site re-types a
 * search as a loose record: a link to another page of the section carries the section's filters
 * along; a change on the current page keeps every other key.
 */
import { pickFilters, type FilterSearch } from './fields';

/** The search of the page a link leaves from: any route's. */
type Current = object;

/**
 * A link's search to another page of the section: the section's filters as the person set them
 * (unless `carry` is false: a section without filters), with that page's own keys (a focused
 * person, an opened object) added.
 */
export function withFilters<Own extends object = Record<never, never>>(
  own?: Own,
  { carry = true } = {},
): (current: Current) => FilterSearch & Own {
  return (current) => {
    const filters: FilterSearch = carry ? pickFilters(current) : {};
    const extra: Own = own ?? ({} as Own);
    return { ...filters, ...extra };
  };
}

/**
 * The current page's search with some keys changed; `undefined` or an empty list removes a key,
 * and every other key is kept. `resetPage` also drops the list's page, which does not survive a
 * change of what the list holds. A period set without a preset (dates typed, a day clicked on a
 * chart) drops the preset it was chosen as before.
 */
export function patchSearch<Changes extends object>(
  changes: Changes,
  { resetPage = false } = {},
): (current: Current) => Changes {
  return (current) => {
    const next: Record<string, unknown> = {
      ...(current as Record<string, unknown>),
      ...(changes as Record<string, unknown>),
    };
    if (resetPage) delete next.page;
    if ('period' in changes && !('preset' in changes)) delete next.preset;
    for (const [key, value] of Object.entries(next))
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    return next as Changes;
  };
}
