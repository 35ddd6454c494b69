/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type StreamListRequestSortBy = typeof StreamListRequestSortBy[keyof typeof StreamListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StreamListRequestSortBy = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  state: 'state',
} as const;
