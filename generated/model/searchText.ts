/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Case-insensitive substring of the name or title; empty means no restriction.
 * @maxLength 100
 */
export type SearchText = string;
