/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type InfoReportsListRequestSortBy = typeof InfoReportsListRequestSortBy[keyof typeof InfoReportsListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InfoReportsListRequestSortBy = {
  created_at: 'created_at',
  title: 'title',
} as const;
