/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TimeOfDay } from './timeOfDay';
import type { Id } from './id';
import type { BroadcastKind } from './broadcastKind';

/**
 * One program of the broadcast day, from `start` to `end`.
 */
export interface BroadcastInterval {
  start: TimeOfDay;
  end: TimeOfDay;
  /** Id of this airing in the day's schedule; with the date it names the program for the program call. */
  program_id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  kind: BroadcastKind;
}
