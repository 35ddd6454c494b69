/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateString } from './dateString';

/**
 * Inclusive date range. The cabinet's default is Monday of the current week through today.
 */
export interface Period {
  start_date: DateString;
  end_date: DateString;
}
