/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Genre of a program in the broadcast schedule.
 */
export type BroadcastKind = typeof BroadcastKind[keyof typeof BroadcastKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BroadcastKind = {
  news: 'news',
  talk_show: 'talk_show',
  documentary: 'documentary',
  film: 'film',
  series: 'series',
  sport: 'sport',
  music: 'music',
  entertainment: 'entertainment',
  children: 'children',
  advertising: 'advertising',
} as const;
