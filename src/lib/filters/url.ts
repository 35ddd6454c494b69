/**
 * The statistics filters as they live in the URL: a section's validator keeps the fields it
 * offers and its focus keys, drops each member that is malformed and keeps defaults out of the URL.
 */
import * as v from 'valibot';
import { id, integer, list, literal, searchValidator, type SearchOf } from '../search-schema';
import {
  CHANNEL_TYPES,
  CONTENT_TYPES,
  DEFAULT_LIMIT,
  PERIOD_PRESETS,
  SHARE_MODES,
  type FilterSearch,
  type SectionFilters,
} from './fields';
import { isDateString } from './period';

export const dateString = v.pipe(
  v.string(),
  v.check((value: string) => isDateString(value)),
);

/** An inclusive date range that starts no later than it ends. */
export const period = v.pipe(
  v.object({ start_date: dateString, end_date: dateString }),
  v.check((range) => range.start_date <= range.end_date),
);

/** `all` and specific kinds exclude each other; `all` alone is the default and stays out of the URL. */
const contentType = v.pipe(
  list(literal(CONTENT_TYPES)),
  v.transform((values) => (values.includes('all') ? [] : values)),
  v.check((values) => values.length > 0),
);

function fieldSchemas(disabled: readonly string[]) {
  return {
    period,
    preset: literal(PERIOD_PRESETS),
    channels: list(id),
    channel_types: v.pipe(
      list(literal(CHANNEL_TYPES)),
      v.transform((values) => values.filter((type) => !disabled.includes(type))),
      v.check((values) => values.length > 0),
    ),
    content_type: contentType,
    markers: list(id),
    limit: v.pipe(
      integer(1, 1000),
      v.check((limit) => limit !== DEFAULT_LIMIT),
    ),
    // `compare=previous`, `compare=year`, or a period of its own (`compare[start_date]=…&compare[end_date]=…`).
    compare: v.union([v.picklist(['previous', 'year'] as const), period]),
    share: literal(SHARE_MODES),
    theme: id,
    person: id,
  };
}

/** The URL validator of a section's filters, as the section registry configures them. */
export function filterSearchValidator(
  config: SectionFilters | undefined,
): (raw: Record<string, unknown>) => FilterSearch {
  const all = fieldSchemas(config?.disabledChannelTypes ?? []);
  const fields = config?.fields ?? [];
  // The preset the period was chosen as travels with the period.
  const keys = [...fields, ...(fields.includes('period') ? (['preset'] as const) : []), ...(config?.focus ?? [])];
  const entries = Object.fromEntries(keys.map((key) => [key, all[key]])) as Partial<typeof all>;
  return searchValidator(entries as typeof all) as (raw: Record<string, unknown>) => SearchOf<typeof all>;
}
