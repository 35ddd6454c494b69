/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Field a channel list is sorted by.
 */
export type ChannelSortField = typeof ChannelSortField[keyof typeof ChannelSortField];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ChannelSortField = {
  id: 'id',
  name: 'name',
  type: 'type',
  country: 'country',
  created_at: 'created_at',
} as const;
