import { id, literal } from '@lib/search-schema';
import { searchText } from '../search-keys';

export const GEO_LEVELS = ['all', 'country', 'region', 'city'] as const;
export type GeoLevel = (typeof GEO_LEVELS)[number];

/** The directory's URL keys: the level shown, the entry browsed into and the search. */
export const geoSearchEntries = {
  level: literal(GEO_LEVELS),
  parent: id,
  q: searchText,
};

/** The level shown when none is chosen: countries at the top, everything inside an entry or in a search. */
export function shownLevel(search: { level?: GeoLevel; parent?: number; q?: string }): GeoLevel {
  return search.level ?? (search.parent !== undefined || search.q ? 'all' : 'country');
}
