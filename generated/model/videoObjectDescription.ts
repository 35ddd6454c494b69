/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * What the object looks like, as entered when it was added.
 * @maxLength 1000
 */
export type VideoObjectDescription = string | null;
