/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoPersonStatisticsItem } from './videoPersonStatisticsItem';

export type VideoPersonStatisticsStatistics = {
  /**
   * Appearances of every matched person, listed or not; `items` are the `limit` seen most.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Appearances of the matched persons per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** The `limit` persons with the most appearances (every one when fewer have any), by `count` descending. */
  items: VideoPersonStatisticsItem[];
};
