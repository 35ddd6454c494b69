import * as v from 'valibot';
import { markSearchEntries } from '@lib/mark';
import { id, list, literal } from '@lib/search-schema';
import { searchText, tableSearchEntries, type TableDefaults } from '@lib/table-search';

/** The playlist on the main page: latest plays first, ten a page. */
export const PLAYLIST_TABLE: TableDefaults<'played_at' | 'artist' | 'title' | 'duration_seconds'> = {
  sortFields: ['played_at', 'artist', 'title', 'duration_seconds'],
  sort: 'played_at',
  order: 'desc',
  size: 10,
};

/** The main page's URL keys: the playlist's page and order, the channel it shows, and the day a notification marks. */
export const mainSearchEntries = { ...tableSearchEntries(PLAYLIST_TABLE), playlist: id, ...markSearchEntries };

/** The airplay report: latest plays first, twenty a page. */
export const PLAYS_TABLE: TableDefaults<'played_at' | 'channel' | 'artist' | 'title' | 'duration_seconds'> = {
  sortFields: ['played_at', 'channel', 'artist', 'title', 'duration_seconds'],
  sort: 'played_at',
  order: 'desc',
  size: 20,
};

const artistName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** The report's URL keys: its page and order, and the artists and tracks it is narrowed to. */
export const reportsSearchEntries = { ...tableSearchEntries(PLAYS_TABLE), artists: list(artistName), tracks: list(id) };

/** The upload history: newest first, twenty a page. */
export const UPLOADS_TABLE: TableDefaults<
  'uploaded_at' | 'file_name' | 'artist' | 'title' | 'duration_seconds' | 'size_bytes' | 'state'
> = {
  sortFields: ['uploaded_at', 'file_name', 'artist', 'title', 'duration_seconds', 'size_bytes', 'state'],
  sort: 'uploaded_at',
  order: 'desc',
  size: 20,
};

/** The longest search the uploads list takes. */
export const HISTORY_SEARCH_MAX = 100;

/** The history's URL keys: its page and order, the search (`q`) and the states it is narrowed to. */
export const historySearchEntries = {
  ...tableSearchEntries(UPLOADS_TABLE),
  q: searchText(HISTORY_SEARCH_MAX),
  states: list(literal(['queued', 'processing', 'done', 'failed'] as const), 4),
};
