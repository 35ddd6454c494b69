/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateString } from './dateString';

/**
 * Inclusive date range of at most 366 days (a statistics answer holds one point per day of it; a
server answers 400 on `period` for a longer one, and for an end before the start). The
cabinet's default is Monday of the current week through today.

 */
export interface Period {
  start_date: DateString;
  end_date: DateString;
}
