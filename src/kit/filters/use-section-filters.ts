import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FILTER_KEYS, pickFilters, toStatisticsFilter, type FilterSearch, type StatisticsFilterBody } from '@lib/statistics-filter';

type Changes = Partial<Record<keyof FilterSearch, unknown>>;

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

function apply(previous: Record<string, unknown>, changes: Changes): Record<string, unknown> {
  const next: Record<string, unknown> = { ...previous, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  // A page's own list position does not survive a change of what the list holds.
  delete next.page;
  return next;
}

/** The filters of the section the current page belongs to, and the ways to change them. */
export function useSectionFilters(): SectionFilters {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => pickFilters(raw), [raw]);
  // The body is rebuilt only when a filter changes, so queries keep their keys.
  const key = JSON.stringify(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filter = useMemo(() => toStatisticsFilter(search), [key]);
  const go = (changes: Changes, push: boolean) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => apply(previous, changes), replace: !push, resetScroll: false });
  return {
    search,
    filter,
    update: (changes) => go(changes, true),
    reset: () => go(Object.fromEntries(FILTER_KEYS.map((name) => [name, undefined])), true),
    drill: (changes) => go(changes, true),
  };
}
