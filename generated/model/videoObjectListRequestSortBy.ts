/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type VideoObjectListRequestSortBy = typeof VideoObjectListRequestSortBy[keyof typeof VideoObjectListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoObjectListRequestSortBy = {
  name: 'name',
  created_at: 'created_at',
} as const;
