/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoObjectStatisticsItem } from './videoObjectStatisticsItem';

export type VideoObjectStatisticsStatistics = {
  /**
   * Appearances of every matched object, listed or not; `items` are the `limit` seen most.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Appearances of the matched objects per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** The `limit` objects with the most appearances (every one when fewer have any), by `count` descending. */
  items: VideoObjectStatisticsItem[];
};
