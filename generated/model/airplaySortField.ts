/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Field an airplay report is sorted by.
 */
export type AirplaySortField = typeof AirplaySortField[keyof typeof AirplaySortField];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AirplaySortField = {
  played_at: 'played_at',
  channel: 'channel',
  artist: 'artist',
  title: 'title',
  duration_seconds: 'duration_seconds',
} as const;
