/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * From the form or the file's tags; null when neither has it.
 */
export type TrackUploadTitle = string | null;
