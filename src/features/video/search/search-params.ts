import { id, literal } from '@lib/search-schema';
import { searchText, tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { ORIGINS } from '../shared/values';

export type ContentSort = 'created_at' | 'title' | 'duration_seconds';

/** The content list: newest first, ten a page. */
export const CONTENT_TABLE: TableDefaults<ContentSort> = {
  sortFields: ['created_at', 'title', 'duration_seconds'],
  sort: 'created_at',
  order: 'desc',
  size: 10,
};

/** Longest search the contract takes for names and titles. */
export const SEARCH_MAX = 100;

/** The search page's URL keys: the list's page and order, its search, category and origin. */
export const contentSearchEntries = {
  ...tableSearchEntries(CONTENT_TABLE),
  q: searchText(SEARCH_MAX),
  category: id,
  origin: literal(ORIGINS),
};
