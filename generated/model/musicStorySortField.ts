/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Field a music story list is sorted by.
 */
export type MusicStorySortField = typeof MusicStorySortField[keyof typeof MusicStorySortField];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MusicStorySortField = {
  count: 'count',
  title: 'title',
  first_played_on: 'first_played_on',
} as const;
