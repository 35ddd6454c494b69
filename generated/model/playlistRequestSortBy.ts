/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type PlaylistRequestSortBy = typeof PlaylistRequestSortBy[keyof typeof PlaylistRequestSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PlaylistRequestSortBy = {
  played_at: 'played_at',
  artist: 'artist',
  title: 'title',
  duration_seconds: 'duration_seconds',
} as const;
