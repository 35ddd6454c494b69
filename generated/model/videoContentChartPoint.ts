/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateString } from './dateString';
import type { DurationSeconds } from './durationSeconds';

/**
 * Airtime of one category on one date.
 */
export interface VideoContentChartPoint {
  date: DateString;
  duration_seconds: DurationSeconds;
  /**
   * Percentage of that date's monitored airtime, rounded to one decimal.
   * @minimum 0
   * @maximum 100
   */
  share: number;
}
