/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateString } from './dateString';
import type { Id } from './id';

/**
 * The day and the channels whose broadcast the timeline shows.
 */
export interface BroadcastListRequest {
  date: DateString;
  /**
   * TV and radio channel ids, in the order the timeline shows them.
   * @minItems 1
   * @maxItems 20
   */
  channels: Id[];
}
