/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoChannelStatisticsItem } from './videoChannelStatisticsItem';

export type VideoChannelStatisticsStatistics = {
  /**
   * Appearances over all channels, listed or not; `items` are the `limit` busiest channels.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Appearances over all channels per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** The `limit` channels with the most appearances (every one when fewer have any), by `count` descending. */
  items: VideoChannelStatisticsItem[];
};
