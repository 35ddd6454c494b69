/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { TranscriptionLanguage } from './transcriptionLanguage';

/**
 * The window of a TV or radio channel's air to transcribe. `end` must be after `start`, the
window may last at most 4 hours and must have been broadcast already.

 */
export interface TranscriptionCreateRequest {
  channel_id: Id;
  start: string;
  end: string;
  language: TranscriptionLanguage;
}
