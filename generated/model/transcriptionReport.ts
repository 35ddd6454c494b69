/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { MonitoredChannelRef } from './monitoredChannelRef';
import type { TranscriptionLanguage } from './transcriptionLanguage';
import type { TaskState } from './taskState';
import type { TranscriptionSegment } from './transcriptionSegment';

/**
 * A transcription report with its text, segments sorted by `start`. Segments are empty until
the report is `done`.

 */
export interface TranscriptionReport {
  id: Id;
  channel: MonitoredChannelRef;
  /** Beginning of the transcribed window of air. */
  start: string;
  /** End of the transcribed window of air. */
  end: string;
  language: TranscriptionLanguage;
  state: TaskState;
  created_at: string;
  /** @maxItems 5000 */
  segments: TranscriptionSegment[];
}
