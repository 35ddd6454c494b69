/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Field a report list is sorted by.
 */
export type RspReportSortField = typeof RspReportSortField[keyof typeof RspReportSortField];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RspReportSortField = {
  created_at: 'created_at',
  title: 'title',
  type: 'type',
  state: 'state',
} as const;
