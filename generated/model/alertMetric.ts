/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * What a threshold rule counts on a day.
 */
export type AlertMetric = typeof AlertMetric[keyof typeof AlertMetric];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertMetric = {
  mentions: 'mentions',
  negative_share: 'negative_share',
} as const;
