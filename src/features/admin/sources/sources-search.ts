import type { ChannelSortField } from '@generated/model';
import { list, literal } from '@lib/search-schema';
import { CHANNEL_TYPES } from '@lib/filters/fields';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { searchText } from '../search-keys';

/** The channels by name, twenty a page. */
export const SOURCES_TABLE: TableDefaults<ChannelSortField> = {
  sortFields: ['id', 'name', 'type', 'country', 'created_at'],
  sort: 'name',
  order: 'asc',
  size: 20,
};

/** The list's URL keys: its page, size and order, the search, the channel types and the activity. */
export const sourcesSearchEntries = {
  ...tableSearchEntries(SOURCES_TABLE),
  q: searchText,
  types: list(literal(CHANNEL_TYPES), CHANNEL_TYPES.length),
  active: literal(['yes', 'no'] as const),
};
