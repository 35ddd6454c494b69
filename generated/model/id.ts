/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Positive numeric identifier, at most 2^53 − 1 (9007199254740991) so that it survives a JSON
number in every client; a larger one is refused with 400.

 * @minimum 1
 * @maximum 9007199254740991
 */
export type Id = number;
