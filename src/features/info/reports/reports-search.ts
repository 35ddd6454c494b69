import { list, literal } from '@lib/search-schema';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';

/** The info reports list: newest first, ten a page. */
export const REPORTS_TABLE: TableDefaults<'created_at' | 'title'> = {
  sortFields: ['created_at', 'title'],
  sort: 'created_at',
  order: 'desc',
  size: 10,
};

/** The list's URL keys: its page, size, order and the states it is narrowed to. */
export const reportsSearchEntries = {
  ...tableSearchEntries(REPORTS_TABLE),
  states: list(literal(['queued', 'processing', 'done', 'failed'] as const), 4),
};
