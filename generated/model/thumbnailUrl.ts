/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Still frame or reference picture; null while the reference is still being processed.
 * @maxLength 2048
 */
export type ThumbnailUrl = string | null;
