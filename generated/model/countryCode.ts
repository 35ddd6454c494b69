/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * ISO 3166-1 alpha-2 country code.
 * @pattern ^[A-Z]{2}$
 */
export type CountryCode = string;
