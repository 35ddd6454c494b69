import { literal } from '@lib/search-schema';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { REPORT_TYPES } from '../shared/values';

export type ReportSort = 'created_at' | 'finished_at';

/** The report tasks: newest first, ten a page. */
export const TASKS_TABLE: TableDefaults<ReportSort> = {
  sortFields: ['created_at', 'finished_at'],
  sort: 'created_at',
  order: 'desc',
  size: 10,
};

/** The reports page's URL keys: the list's page and order, and the state and type it is narrowed to. */
export const reportsSearchEntries = {
  ...tableSearchEntries(TASKS_TABLE),
  state: literal(['queued', 'processing', 'done', 'failed'] as const),
  type: literal(REPORT_TYPES),
};
