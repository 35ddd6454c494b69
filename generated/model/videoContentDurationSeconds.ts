/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Length of the video in seconds; null until an upload is processed.
 * @minimum 0
 */
export type VideoContentDurationSeconds = number | null;
