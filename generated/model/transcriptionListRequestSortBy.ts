/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type TranscriptionListRequestSortBy = typeof TranscriptionListRequestSortBy[keyof typeof TranscriptionListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TranscriptionListRequestSortBy = {
  created_at: 'created_at',
  start: 'start',
  id: 'id',
} as const;
