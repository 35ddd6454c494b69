/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Kind of recognised visual object.
 */
export type VideoObjectCategory = typeof VideoObjectCategory[keyof typeof VideoObjectCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoObjectCategory = {
  logo: 'logo',
  brand: 'brand',
  product: 'product',
  landmark: 'landmark',
  symbol: 'symbol',
  other: 'other',
} as const;
