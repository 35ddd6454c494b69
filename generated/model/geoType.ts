/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Level of a geo entry. Countries hold regions and cities; regions hold cities.
 */
export type GeoType = typeof GeoType[keyof typeof GeoType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeoType = {
  country: 'country',
  region: 'region',
  city: 'city',
} as const;
