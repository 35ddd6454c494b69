/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Why the task failed; null unless `state` is `failed`.
 * @maxLength 1000
 */
export type VideoReportTaskError = string | null;
