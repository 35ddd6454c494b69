/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoChannelType } from './videoChannelType';
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';

/**
 * Appearances on one channel over the period, with their dynamics by date.
 */
export interface VideoChannelStatisticsItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: VideoChannelType;
  /**
   * Appearances (or airings) on this channel.
   * @minimum 0
   */
  count: number;
  duration_seconds: DurationSeconds;
  /** Appearances on this channel per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
}
