/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * How far above its usual level a day must be to be a spike: `fewer` (K = 4), `balanced`
(K = 3, as the charts mark), `more` (K = 2).

 */
export type AlertSensitivity = typeof AlertSensitivity[keyof typeof AlertSensitivity];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertSensitivity = {
  fewer: 'fewer',
  balanced: 'balanced',
  more: 'more',
} as const;
