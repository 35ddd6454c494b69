/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoObjectCategory } from './videoObjectCategory';
import type { DurationSeconds } from './durationSeconds';
import type { DynamicsPoint } from './dynamicsPoint';

/**
 * One object's appearances over the period, with their dynamics by date.
 */
export interface VideoObjectStatisticsItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  category: VideoObjectCategory;
  /** @minimum 0 */
  count: number;
  duration_seconds: DurationSeconds;
  /** Sorted by date ascending. */
  dynamics: DynamicsPoint[];
}
