/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * ISO 3166-1 alpha-2 code of the source's country; null until it is known.
 * @pattern ^[A-Z]{2}$
 */
export type StreamHunterSourceCountry = string | null;
