import { useNavigate } from '@tanstack/react-router';
import { createContext, useContext, useMemo } from 'react';
import { patchSearch } from '@lib/filters/link';
import { FILTER_KEYS, type FilterSearch } from '@lib/filters/fields';
import { toStatisticsFilter, type StatisticsFilterBody } from '@lib/filters/request';

/** Filters to change: a key set to `undefined` (or an empty list) goes back to its default. */
type Changes = FilterSearch;

export interface SectionFilters {
  /** What the URL says (validated by the section's route). */
  search: FilterSearch;
  /** The statistics request body, every default filled in. */
  filter: StatisticsFilterBody;
  /** Changes some filters; `undefined` or an empty list removes one (back to its default). */
  update: (changes: Changes) => void;
  /** Every filter back to its default. */
  reset: () => void;
  /**
   * Narrows the filters to what a person clicked on a chart (a day, a channel, a theme…). It is a
   * new history entry, so Back undoes it.
   */
  drill: (changes: Changes) => void;
}

/** The filters of the section's layout route, given to the pages and blocks below it. */
export const SectionFiltersContext = createContext<SectionFilters | undefined>(undefined);

/**
 * The filters a section's layout route validated, and the ways to change them. The layout reads
 * its search typed (`getRouteApi('/cabinet/<section>').useSearch({ select: pickFilters,
 * structuralSharing: true })`), so `search` is the same object until a filter changes; the body
 * is rebuilt only then, and queries keep their keys.
 */
export function useFilterState(search: FilterSearch): SectionFilters {
  const navigate = useNavigate();
  const filter = useMemo(() => toStatisticsFilter(search), [search]);
  return useMemo(() => {
    const go = (changes: Changes, push: boolean) =>
      // A page's own list position does not survive a change of what the list holds.
      void navigate({ to: '.', search: patchSearch(changes, { resetPage: true }), replace: !push, resetScroll: false });
    return {
      search,
      filter,
      update: (changes) => go(changes, true),
      reset: () => go(Object.fromEntries(FILTER_KEYS.map((name) => [name, undefined])), true),
      drill: (changes) => go(changes, true),
    };
  }, [search, filter, navigate]);
}

/** The filters of the section the current page belongs to (its layout's `SectionFrame` gives them). */
export function useSectionFilters(): SectionFilters {
  const filters = useContext(SectionFiltersContext);
  if (!filters) throw new Error('useSectionFilters is called outside a section with filters (SectionFrame)');
  return filters;
}
