/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TimeOfDay } from './timeOfDay';
import type { Id } from './id';
import type { Sentiment } from './sentiment';

/**
 * One topic of a program, as the program view lists it; its details come from the segment call.
 */
export interface ProgramSegmentSummary {
  start: TimeOfDay;
  end: TimeOfDay;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /** Main theme of the segment (one of the 16 themes). */
  theme_id: Id;
  /** Story the segment belongs to, when it belongs to one. */
  story_id?: Id;
  sentiment: Sentiment;
}
