/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type VideoPersonListRequestSortBy = typeof VideoPersonListRequestSortBy[keyof typeof VideoPersonListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoPersonListRequestSortBy = {
  name: 'name',
  created_at: 'created_at',
} as const;
