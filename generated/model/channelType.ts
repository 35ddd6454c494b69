/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Kind of media a channel belongs to. TV and RADIO are broadcast; the rest are text media.
 */
export type ChannelType = typeof ChannelType[keyof typeof ChannelType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ChannelType = {
  TV: 'TV',
  RADIO: 'RADIO',
  PRESS: 'PRESS',
  ONLINE: 'ONLINE',
  NEWS_AGENCY: 'NEWS_AGENCY',
  SOCIAL: 'SOCIAL',
  TELEGRAM: 'TELEGRAM',
} as const;
