/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Why processing failed; null unless `state` is `failed`.
 */
export type TrackUploadError = string | null;
