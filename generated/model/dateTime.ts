/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Date and time with an offset, RFC 3339.
 */
export type DateTime = string;
