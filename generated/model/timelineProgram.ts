/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { MonitoredChannelRef } from './monitoredChannelRef';
import type { DateString } from './dateString';
import type { TimeOfDay } from './timeOfDay';
import type { BroadcastKind } from './broadcastKind';
import type { ProgramSegmentSummary } from './programSegmentSummary';

/**
 * One airing of a program with its segments, sorted by `start`. Programs without monitored speech (films, series) have no segments.
 */
export interface TimelineProgram {
  id: Id;
  channel: MonitoredChannelRef;
  date: DateString;
  start: TimeOfDay;
  end: TimeOfDay;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /** @maxLength 2000 */
  description: string;
  kind: BroadcastKind;
  /** @maxItems 200 */
  segments: ProgramSegmentSummary[];
}
