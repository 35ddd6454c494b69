/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoPersonStatisticsItem } from './videoPersonStatisticsItem';

export type VideoPersonStatisticsStatistics = {
  /**
   * Appearances of the matched persons; the sum of the items' `count`.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Appearances of the matched persons per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** One entry per person with at least one appearance, by `count` descending. */
  items: VideoPersonStatisticsItem[];
};
