/**
 * What the statistics filters of the cabinet's sections are: their fields, the values each takes
 * and the typed filters a section works with. Everything else in this folder builds on these:
 *
 *   URL (url.ts) -> typed filters (this file) -> request body (request.ts)
 *
 * with the period's arithmetic in period.ts and presets.ts, the labels in labels.ts, the links
 * that carry the filters from page to page in link.ts and the filters kept per section in
 * remembered.ts. A section offers a subset of the fields (src/lib/sections.ts).
 */
import type { CompareChoice } from '../compare/periods';
import type { Period } from './period';

export type { Period } from './period';

/** The period's presets, in the order the filter bar offers them (their dates: presets.ts). */
export const PERIOD_PRESETS = ['today', 'week', 'last7', 'month', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const CHANNEL_TYPES = ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'] as const;
export const CONTENT_TYPES = ['all', 'text', 'audio', 'video'] as const;
export const LIMITS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_LIMIT = 10;

export type ChannelTypeValue = (typeof CHANNEL_TYPES)[number];
export type ContentTypeValue = (typeof CONTENT_TYPES)[number];

/** The fields a section's filter bar offers, in the order it shows them. */
export type FilterField =
  'period' | 'channels' | 'channel_types' | 'content_type' | 'markers' | 'limit' | 'compare' | 'share';

/** How counts are shown: as counts (the default) or as a share of the period's (or the day's) total. */
export const SHARE_MODES = ['percent'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];

/**
 * Narrowings that come from a click on a chart (drill-down) and apply only to the calls that
 * take them: a theme (`theme_id`) or a person (`person_id`).
 */
export type FocusField = 'theme' | 'person';

/** How a section configures its filters (in the section registry). */
export interface SectionFilters {
  fields: readonly FilterField[];
  focus?: readonly FocusField[];
  /** Channel types offered but disabled (the video section has no radio). */
  disabledChannelTypes?: readonly ChannelTypeValue[];
}

/** The filters as the URL holds them: absent members take their defaults (request.ts). */
export interface FilterSearch {
  period?: Period;
  /** The preset the period was chosen as, where its dates could stand for another (presets.ts). */
  preset?: PeriodPreset;
  channels?: number[];
  channel_types?: ChannelTypeValue[];
  content_type?: ContentTypeValue[];
  markers?: number[];
  limit?: number;
  /** What the figures are compared with; no comparison when absent. */
  compare?: CompareChoice;
  /** Shares of the total instead of counts. */
  share?: ShareMode;
  /** Focus from a drill-down: one theme. */
  theme?: number;
  /** Focus from a drill-down: one person. */
  person?: number;
}

/** Every key the filters may write to the URL. */
export const FILTER_KEYS = [
  'period',
  'preset',
  'channels',
  'channel_types',
  'content_type',
  'markers',
  'limit',
  'compare',
  'share',
  'theme',
  'person',
] as const satisfies readonly (FilterField | FocusField | 'preset')[];

/**
 * The filter keys of a search (what a link inside the section carries along, what a section's
 * layout gives its pages): the members that are set, and no other key of the page's.
 */
export function pickFilters(search: FilterSearch): FilterSearch {
  const picked: FilterSearch = {};
  for (const key of FILTER_KEYS) copyMember(picked, search, key);
  return picked;
}

function copyMember<K extends keyof FilterSearch>(to: FilterSearch, from: FilterSearch, key: K) {
  if (from[key] !== undefined) to[key] = from[key];
}
