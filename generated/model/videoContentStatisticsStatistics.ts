/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';
import type { VideoContentStatisticsItem } from './videoContentStatisticsItem';

export type VideoContentStatisticsStatistics = {
  /**
   * Airings of the matched categories; the sum of the items' `count`.
   * @minimum 0
   */
  total: number;
  duration_seconds: DurationSeconds;
  /** Airings per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /** One entry per category with at least one airing, by `count` descending. */
  items: VideoContentStatisticsItem[];
};
