/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateString } from './dateString';

/**
 * Mentions of each tonality on one date; arrays are sorted by `date` ascending.
 */
export interface SentimentDynamicsPoint {
  date: DateString;
  /** @minimum 0 */
  positive: number;
  /** @minimum 0 */
  neutral: number;
  /** @minimum 0 */
  negative: number;
}
