/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type VideoReportTaskListRequestSortBy = typeof VideoReportTaskListRequestSortBy[keyof typeof VideoReportTaskListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoReportTaskListRequestSortBy = {
  created_at: 'created_at',
  finished_at: 'finished_at',
} as const;
