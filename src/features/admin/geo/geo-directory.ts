import { useGeoList } from '@generated/api/admin/admin';
import type { Geo, GeoListRequest, GeoType } from '@generated/model';

export const GEO_TYPES: readonly GeoType[] = ['country', 'region', 'city'];

/**
 * The whole geo directory (the contract's empty request), asked for once and kept for ten
 * minutes: the sources list names each channel's place from it and the channel form picks places
 * in it. It changes rarely, and the contract hands it over whole, countries first.
 */
export function useGeoDirectory({ enabled = true }: { enabled?: boolean } = {}) {
  return useGeoList({}, { query: { staleTime: 10 * 60_000, enabled } });
}

/** Whether an entry answers a directory request (the server filters; this keeps to the same filter). */
export function geoMatches(entry: Geo, request: GeoListRequest): boolean {
  if (request.type && entry.type !== request.type) return false;
  if (request.parent_id !== undefined && entry.parent_id !== request.parent_id) return false;
  if (request.search && !entry.name.toLocaleLowerCase().includes(request.search.toLocaleLowerCase())) return false;
  return true;
}

export interface GeoIndex {
  byId: ReadonlyMap<number, Geo>;
  /** Countries, in the directory's order. */
  countries: readonly Geo[];
  /** The country entry of an ISO code. */
  countryOf: (code: string) => Geo | undefined;
  /** The regions and cities of a country (any depth), in the directory's order. */
  placesIn: (code: string) => Geo[];
  /** The entries above one, nearest first (a city's region, then its country). */
  ancestors: (entry: Geo) => Geo[];
}

export function indexGeo(items: readonly Geo[]): GeoIndex {
  const byId = new Map(items.map((item) => [item.id, item]));
  const countries = items.filter((item) => item.type === 'country');
  const countryByCode = new Map(countries.map((item) => [item.country_code, item]));
  return {
    byId,
    countries,
    countryOf: (code) => countryByCode.get(code),
    placesIn: (code) => items.filter((item) => item.type !== 'country' && item.country_code === code),
    ancestors: (entry) => {
      const chain: Geo[] = [];
      let parent = entry.parent_id === null ? undefined : byId.get(entry.parent_id);
      // A malformed directory with a loop must not hang the page.
      while (parent && !chain.includes(parent)) {
        chain.push(parent);
        parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
      }
      return chain;
    },
  };
}
