/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type MainStoriesListRequestSortBy = typeof MainStoriesListRequestSortBy[keyof typeof MainStoriesListRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MainStoriesListRequestSortBy = {
  count: 'count',
  first_seen: 'first_seen',
  last_seen: 'last_seen',
  title: 'title',
} as const;
