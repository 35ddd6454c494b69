/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type VideoContentListRequestSortBy = typeof VideoContentListRequestSortBy[keyof typeof VideoContentListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoContentListRequestSortBy = {
  title: 'title',
  created_at: 'created_at',
  duration_seconds: 'duration_seconds',
} as const;
