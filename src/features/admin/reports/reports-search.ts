import * as v from 'valibot';
import type { AirplaySortField } from '@generated/model';
import { id, list, literal } from '@lib/search-schema';
import { period } from '@lib/filters/url';
import { PERIOD_PRESETS } from '@lib/filters/fields';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';

/** The airplay report: newest plays first, twenty a page. */
export const REPORT_TABLE: TableDefaults<AirplaySortField> = {
  sortFields: ['played_at', 'channel', 'artist', 'title', 'duration_seconds'],
  sort: 'played_at',
  order: 'desc',
  size: 20,
};

/** Artists and tracks the report may be narrowed to (the contract's limit). */
export const MAX_NARROWING = 20;
export const ARTIST_MAX = 200;

const artist = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ARTIST_MAX));

/** The report's URL keys: its page, size and order, the period (and the preset chosen), channels, artists and tracks. */
export const reportSearchEntries = {
  ...tableSearchEntries(REPORT_TABLE),
  period,
  preset: literal(PERIOD_PRESETS),
  channels: list(id),
  artists: list(artist, MAX_NARROWING),
  tracks: list(id, MAX_NARROWING),
};
