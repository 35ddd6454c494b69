/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { MonitoredChannelRef } from './monitoredChannelRef';
import type { TranscriptionLanguage } from './transcriptionLanguage';
import type { TaskState } from './taskState';

/**
 * A transcription report as the list returns it, without its text.
 */
export interface TranscriptionSummary {
  id: Id;
  channel: MonitoredChannelRef;
  /** Beginning of the transcribed window of air. */
  start: string;
  /** End of the transcribed window of air. */
  end: string;
  language: TranscriptionLanguage;
  state: TaskState;
  created_at: string;
}
