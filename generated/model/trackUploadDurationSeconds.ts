/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Length of the audio; null until the file has been decoded.
 */
export type TrackUploadDurationSeconds = number | null;
