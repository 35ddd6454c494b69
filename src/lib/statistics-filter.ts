import { DEFAULT_LIMIT, type FilterSearch, type StatisticsFilterBody } from './statistics-search';

export * from './statistics-search';

function toDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Monday of the current week through today (weeks start on Monday for the default period). */
export function defaultPeriod(today: Date = new Date()): { start_date: string; end_date: string } {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return { start_date: toDateString(monday), end_date: toDateString(today) };
}

/** The request body the filters stand for, with every default filled in. */
export function toStatisticsFilter(search: FilterSearch, today: Date = new Date()): StatisticsFilterBody {
  return {
    period: search.period ?? defaultPeriod(today),
    channels: search.channels ?? [],
    channel_types: search.channel_types ?? [],
    content_type: search.content_type ?? ['all'],
    markers: search.markers ?? [],
    limit: search.limit ?? DEFAULT_LIMIT,
  };
}
