/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * One utterance. `start` and `end` are seconds from the beginning of the report's window.
 */
export interface TranscriptionSegment {
  /** @minimum 0 */
  start: number;
  /** @minimum 0 */
  end: number;
  /**
   * Recognised person's name, or the speaker's role (presenter, correspondent) when the voice is not identified.
   * @minLength 1
   * @maxLength 200
   */
  speaker: string;
  /** Id of the recognised person, when the speaker is a monitored person. */
  person_id?: Id;
  /**
   * @minLength 1
   * @maxLength 10000
   */
  text: string;
}
