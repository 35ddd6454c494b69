/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MonitoredChannelRef } from './monitoredChannelRef';
import type { DateString } from './dateString';
import type { TimeOfDay } from './timeOfDay';
import type { Id } from './id';
import type { SegmentTheme } from './segmentTheme';
import type { SegmentPerson } from './segmentPerson';
import type { SegmentMarker } from './segmentMarker';
import type { Sentiment } from './sentiment';

/**
 * What was said in a stretch of a channel's air, with the themes, persons and markers recognised in it.
 */
export interface TimelineSegment {
  channel: MonitoredChannelRef;
  date: DateString;
  start: TimeOfDay;
  end: TimeOfDay;
  program_id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  program_title: string;
  story_id?: Id;
  /** @maxItems 16 */
  themes: SegmentTheme[];
  /** @maxItems 100 */
  persons: SegmentPerson[];
  /** @maxItems 100 */
  markers: SegmentMarker[];
  /**
   * Excerpt of the segment's transcript; empty when nothing was said.
   * @maxLength 5000
   */
  transcript: string;
  sentiment: Sentiment;
}
