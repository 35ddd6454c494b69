
/**
 * The statistics filters of the cabinet's sections as they live in the URL, and the request
 * body they stand for. Absent members take the spec's defaults: Monday of the current week
 * through today, no channel, channel-type or marker restriction, content type `all`, limit 10.
 */
export const CHANNEL_TYPES = ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'] as const;
export const CONTENT_TYPES = ['all', 'text', 'audio', 'video'] as const;
export const LIMITS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_LIMIT = 10;
export const MAX_LIST = 20;

export type ChannelTypeValue = (typeof CHANNEL_TYPES)[number];
export type ContentTypeValue = (typeof CONTENT_TYPES)[number];

export interface FilterSearch {
  period?: { start_date: string; end_date: string };
  channels?: number[];
  channel_types?: ChannelTypeValue[];
  content_type?: ContentTypeValue[];
  markers?: number[];
  limit?: number;
}

export interface StatisticsFilterBody {
  period: { start_date: string; end_date: string };
  channels: number[];
  channel_types: ChannelTypeValue[];
  content_type: ContentTypeValue[];
  markers: number[];
  limit: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// Plain date arithmetic on purpose: this runs when the router reads every URL, so it stays out
// of the date library to keep that library off pages that draw no dates (sign-in).

/** A real calendar date written as `yyyy-MM-dd`. */
export function isDateString(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined || value === '' ? [] : [value];
}

function ids(value: unknown): number[] | undefined {
  const parsed = [...new Set(list(value).map(Number).filter((n) => Number.isInteger(n) && n > 0))].slice(0, MAX_LIST);
  return parsed.length > 0 ? parsed : undefined;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T[] | undefined {
  const parsed = [...new Set(list(value).filter((item): item is T => allowed.includes(item as T)))];
  return parsed.length > 0 ? parsed : undefined;
}

/**
 * Reads the filters from a parsed query string, dropping whatever is malformed (a shared link
 * with a broken member still opens, with that member at its default).
 */
export function parseFilterSearch(raw: Record<string, unknown>, { disabledChannelTypes = [] as readonly string[] } = {}): FilterSearch {
  // Every key is present (undefined when absent or malformed): the router merges the raw query
  // with this result, and a key left out would keep its raw, unchecked value.
  const search: FilterSearch = { period: undefined, channels: undefined, channel_types: undefined, content_type: undefined, markers: undefined, limit: undefined };
  const period = raw.period as { start_date?: unknown; end_date?: unknown } | undefined;
  if (period && isDateString(period.start_date) && isDateString(period.end_date) && period.start_date <= period.end_date) {
    search.period = { start_date: period.start_date, end_date: period.end_date };
  }
  const channels = ids(raw.channels);
  if (channels) search.channels = channels;
  const channelTypes = oneOf(CHANNEL_TYPES, raw.channel_types)?.filter((type) => !disabledChannelTypes.includes(type));
  if (channelTypes && channelTypes.length > 0) search.channel_types = channelTypes;
  const contentType = oneOf(CONTENT_TYPES, raw.content_type);
  if (contentType && !(contentType.length === 1 && contentType[0] === 'all')) search.content_type = contentType.includes('all') ? ['all'] : contentType;
  if (search.content_type?.[0] === 'all') search.content_type = undefined;
  const markers = ids(raw.markers);
  if (markers) search.markers = markers;
  const limit = Number(raw.limit);
  if (Number.isInteger(limit) && limit >= 1 && limit <= 1000 && limit !== DEFAULT_LIMIT) search.limit = limit;
  return search;
}

