/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * International Standard Recording Code, 12 characters without dashes.
 * @pattern ^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$
 */
export type Isrc = string;
