import type { RspReportSortField } from '@generated/model/rspReportSortField';
import { list, literal } from '@lib/search-schema';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { REPORT_TYPES } from '../report-labels';

/** The combined list: newest first, twenty a page; the server sorts by any of its columns. */
export const ALL_REPORTS_TABLE: TableDefaults<RspReportSortField> = {
  sortFields: ['created_at', 'title', 'type', 'state'],
  sort: 'created_at',
  order: 'desc',
  size: 20,
};

/** The list's URL keys: its page, size and order, and the types and states it is narrowed to. */
export const allReportsSearchEntries = {
  ...tableSearchEntries(ALL_REPORTS_TABLE),
  types: list(literal(REPORT_TYPES), REPORT_TYPES.length),
  states: list(literal(['queued', 'processing', 'done', 'failed'] as const), 4),
};
