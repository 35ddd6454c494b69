/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoObjectStatisticsItem } from './videoObjectStatisticsItem';

export type VideoObjectStatisticsStatistics = {
  /**
   * Appearances of the matched objects; the sum of the items' `count`.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Appearances of the matched objects per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** One entry per object with at least one appearance, by `count` descending. */
  items: VideoObjectStatisticsItem[];
};
