import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { toStatisticsFilter, type FilterSearch, type StatisticsFilterBody } from '../../../lib/statistics-filter';

const route = getRouteApi('/cabinet/info');

/**
 * The info section's filters: what the URL says (`search`), the request body with every
 * default filled in (`filter`), and a way to change them, which writes the URL.
 */
export function useInfoFilters(): { search: FilterSearch; filter: StatisticsFilterBody; update: (changes: Partial<FilterSearch>) => void; reset: () => void } {
  const search = route.useSearch();
  const navigate = useNavigate();
  const filter = useMemo(() => toStatisticsFilter(search), [search]);
  return {
    search,
    filter,
    update: (changes) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...previous, ...changes };
          for (const [key, value] of Object.entries(changes)) if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
          return next;
        },
      });
    },
    reset: () => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const next = { ...previous };
          for (const key of ['period', 'channels', 'channel_types', 'content_type', 'markers', 'limit']) delete next[key];
          return next;
        },
      });
    },
  };
}
