/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * State of a background task (report generation, transcription, stream processing).
 */
export type TaskState = typeof TaskState[keyof typeof TaskState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskState = {
  queued: 'queued',
  processing: 'processing',
  done: 'done',
  failed: 'failed',
} as const;
