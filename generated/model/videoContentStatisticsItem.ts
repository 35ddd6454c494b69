/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';

/**
 * One category's airings over the period, with their dynamics by date.
 */
export interface VideoContentStatisticsItem {
  category_id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  category_name: string;
  /**
   * Airings (segments) of the category.
   * @minimum 0
   */
  count: number;
  duration_seconds: DurationSeconds;
  /** Airings per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
}
