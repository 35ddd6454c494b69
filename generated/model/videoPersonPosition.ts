/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Office or occupation, in the language it was entered in.
 * @maxLength 200
 */
export type VideoPersonPosition = string | null;
