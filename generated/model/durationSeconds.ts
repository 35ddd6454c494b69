/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Time on air, in seconds.
 * @minimum 0
 */
export type DurationSeconds = number;
