import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { patchSearch } from '@lib/filters/link';
import { FILTER_KEYS, pickFilters, type FilterSearch } from '@lib/filters/fields';
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

/** The filters of the section the current page belongs to, and the ways to change them. */
export function useSectionFilters(): SectionFilters {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => pickFilters(raw), [raw]);
  // The body is rebuilt only when a filter changes, so queries keep their keys.
  const key = JSON.stringify(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filter = useMemo(() => toStatisticsFilter(search), [key]);
  const go = (changes: Changes, push: boolean) =>
    // A page's own list position does not survive a change of what the list holds.
    void navigate({ to: '.', search: patchSearch(changes, { resetPage: true }), replace: !push, resetScroll: false });
  return {
    search,
    filter,
    update: (changes) => go(changes, true),
    reset: () => go(Object.fromEntries(FILTER_KEYS.map((name) => [name, undefined])) as Changes, true),
    drill: (changes) => go(changes, true),
  };
}
