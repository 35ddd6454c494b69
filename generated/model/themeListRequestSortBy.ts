/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type ThemeListRequestSortBy = typeof ThemeListRequestSortBy[keyof typeof ThemeListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ThemeListRequestSortBy = {
  id: 'id',
  name: 'name',
} as const;
