/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoChannelStatisticsItem } from './videoChannelStatisticsItem';

export type VideoChannelStatisticsStatistics = {
  /**
   * Appearances over all channels; the sum of the items' `count`.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Appearances over all channels per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** One entry per channel with at least one appearance, by `count` descending. */
  items: VideoChannelStatisticsItem[];
};
