/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateString } from './dateString';

/**
 * Mentions on one date. Arrays of these are sorted by `date` ascending.
 */
export interface DynamicsPoint {
  date: DateString;
  /** @minimum 0 */
  count: number;
}
