/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * When the task reached `done` or `failed`; null before.
 */
export type VideoReportTaskFinishedAt = string | null;
