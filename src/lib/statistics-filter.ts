/**
 * The statistics filters of the cabinet's sections as they live in the URL, and the request
 * body they stand for. Absent members take the spec's defaults: Monday of the current week
 * through today, no channel, channel-type or marker restriction, content type `all`, limit 10.
 * A section offers a subset of the fields (src/lib/sections.ts); a click on a chart can add a
 * focus (a theme or a person) that only the calls taking it send.
 */
import * as v from 'valibot';
import { id, integer, list, literal, period, searchValidator, type SearchOf } from './search-schema';
import type { FilterField, FocusField, SectionFilters } from './sections';

export { isDateString } from './search-schema';

export const CHANNEL_TYPES = ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'] as const;
export const CONTENT_TYPES = ['all', 'text', 'audio', 'video'] as const;
export const LIMITS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_LIMIT = 10;

export type ChannelTypeValue = (typeof CHANNEL_TYPES)[number];
export type ContentTypeValue = (typeof CONTENT_TYPES)[number];

export interface Period {
  start_date: string;
  end_date: string;
}

export interface FilterSearch {
  period?: Period;
  channels?: number[];
  channel_types?: ChannelTypeValue[];
  content_type?: ContentTypeValue[];
  markers?: number[];
  limit?: number;
  /** Focus from a drill-down: one theme. */
  theme?: number;
  /** Focus from a drill-down: one person. */
  person?: number;
}

export interface StatisticsFilterBody {
  period: Period;
  channels: number[];
  channel_types: ChannelTypeValue[];
  content_type: ContentTypeValue[];
  markers: number[];
  limit: number;
}

/** Every key the filters may write to the URL. */
export const FILTER_KEYS = ['period', 'channels', 'channel_types', 'content_type', 'markers', 'limit', 'theme', 'person'] as const satisfies readonly (FilterField | FocusField)[];

/** `all` and specific kinds exclude each other; `all` alone is the default and stays out of the URL. */
const contentType = v.pipe(
  list(literal(CONTENT_TYPES)),
  v.transform((values) => (values.includes('all') ? [] : values)),
  v.check((values) => values.length > 0),
);

function fieldSchemas(disabled: readonly string[]) {
  return {
    period,
    channels: list(id),
    channel_types: v.pipe(
      list(literal(CHANNEL_TYPES)),
      v.transform((values) => values.filter((type) => !disabled.includes(type))),
      v.check((values) => values.length > 0),
    ),
    content_type: contentType,
    markers: list(id),
    limit: v.pipe(integer(1, 1000), v.check((limit) => limit !== DEFAULT_LIMIT)),
    theme: id,
    person: id,
  };
}

/**
 * The URL validator of a section's filters: the fields it offers and its focus keys, each
 * dropped when malformed; defaults are kept out of the URL.
 */
export function filterSearchValidator(config: SectionFilters | undefined): (raw: Record<string, unknown>) => FilterSearch {
  const all = fieldSchemas(config?.disabledChannelTypes ?? []);
  const keys = [...(config?.fields ?? []), ...(config?.focus ?? [])];
  const entries = Object.fromEntries(keys.map((key) => [key, all[key]])) as Partial<typeof all>;
  return searchValidator(entries as typeof all) as (raw: Record<string, unknown>) => SearchOf<typeof all>;
}

function toDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Monday of the current week through today (weeks start on Monday for the default period). */
export function defaultPeriod(today: Date = new Date()): Period {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return { start_date: toDateString(monday), end_date: toDateString(today) };
}

/** The request body the filters stand for, with every default filled in (focus keys excluded). */
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

/** The filter keys of a search (what a link inside the section carries along). */
export function pickFilters(search: object): FilterSearch {
  const source = search as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (source[key] !== undefined) picked[key] = source[key];
  return picked as FilterSearch;
}
