/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { DurationSeconds } from './durationSeconds';
import type { VideoContentChartPoint } from './videoContentChartPoint';

/**
 * One category's airtime over the period and by date.
 */
export interface VideoContentChartSeries {
  category_id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  category_name: string;
  duration_seconds: DurationSeconds;
  /**
   * Percentage of the period's monitored airtime, rounded to one decimal.
   * @minimum 0
   * @maximum 100
   */
  share: number;
  /** Sorted by date ascending; one point per date of the period. */
  dynamics: VideoContentChartPoint[];
}
