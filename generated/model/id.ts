/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Positive numeric identifier.
 * @minimum 1
 */
export type Id = number;
