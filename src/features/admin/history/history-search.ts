import type { UploadSortField } from '@generated/model';
import { list, literal } from '@lib/search-schema';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { searchText } from '../search-keys';

/** An upload's processing states (the route table loads this file, so it does not reach for the kit's list). */
const UPLOAD_STATES = ['queued', 'processing', 'done', 'failed'] as const;

/** The upload history: newest first, twenty a page. */
export const HISTORY_TABLE: TableDefaults<UploadSortField> = {
  sortFields: ['uploaded_at', 'file_name', 'artist', 'title', 'duration_seconds', 'size_bytes', 'state'],
  sort: 'uploaded_at',
  order: 'desc',
  size: 20,
};

/** The list's URL keys: its page, size, order, the search and the states it is narrowed to. */
export const historySearchEntries = {
  ...tableSearchEntries(HISTORY_TABLE),
  q: searchText,
  states: list(literal(UPLOAD_STATES), UPLOAD_STATES.length),
};
