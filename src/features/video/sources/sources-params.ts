import { literal } from '@lib/search-schema';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { searchText } from '@lib/table-search';
import { SEARCH_MAX } from '../search/search-params';
import { OBJECT_CATEGORIES } from '../shared/values';

export const STREAM_TYPES = ['tv', 'radio', 'web'] as const;
export const STREAM_KINDS = ['live', 'archive', 'on_demand'] as const;
export const SOURCE_STATES = ['checking', 'online', 'offline', 'added'] as const;
/** Longest search the stream and StreamHunter lists take. */
export const STREAM_SEARCH_MAX = 200;

export type StreamSort = 'created_at' | 'name' | 'state';
export const STREAMS_TABLE: TableDefaults<StreamSort> = {
  sortFields: ['created_at', 'name', 'state'],
  sort: 'created_at',
  order: 'desc',
  size: 20,
};
export const streamsSearchEntries = {
  ...tableSearchEntries(STREAMS_TABLE),
  q: searchText(STREAM_SEARCH_MAX),
  type: literal(STREAM_TYPES),
  kind: literal(STREAM_KINDS),
};

export type SourceSort = 'created_at' | 'name' | 'country';
export const HUNTER_TABLE: TableDefaults<SourceSort> = {
  sortFields: ['created_at', 'name', 'country'],
  sort: 'created_at',
  order: 'desc',
  size: 20,
};
export const hunterSearchEntries = {
  ...tableSearchEntries(HUNTER_TABLE),
  q: searchText(STREAM_SEARCH_MAX),
  type: literal(STREAM_TYPES),
  state: literal(SOURCE_STATES),
};

export type CatalogueSort = 'created_at' | 'name';
export const CATALOGUE_TABLE: TableDefaults<CatalogueSort> = {
  sortFields: ['created_at', 'name'],
  sort: 'created_at',
  order: 'desc',
  size: 20,
};
export const personsSearchEntries = {
  ...tableSearchEntries(CATALOGUE_TABLE),
  q: searchText(SEARCH_MAX),
};
export const objectsSearchEntries = {
  ...tableSearchEntries(CATALOGUE_TABLE),
  q: searchText(SEARCH_MAX),
  category: literal(OBJECT_CATEGORIES),
};
