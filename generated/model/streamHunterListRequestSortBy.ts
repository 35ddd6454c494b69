/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type StreamHunterListRequestSortBy = typeof StreamHunterListRequestSortBy[keyof typeof StreamHunterListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StreamHunterListRequestSortBy = {
  name: 'name',
  country: 'country',
  created_at: 'created_at',
} as const;
