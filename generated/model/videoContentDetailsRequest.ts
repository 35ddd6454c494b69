/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Id } from './id';
import type { VideoChannelType } from './videoChannelType';
import type { ContentType } from './contentType';
import type { DateString } from './dateString';

/**
 * The segments behind one chart point: the video statistics filters, the category and, to narrow
the period to one date, `date` (a date within `period`). Paged by `page` and `limit`.

 */
export interface VideoContentDetailsRequest {
  period?: Period;
  /**
   * Channel ids to restrict to; empty means all channels.
   * @maxItems 20
   */
  channels?: Id[];
  /** Channel types to restrict to; empty means all video channel types. */
  channel_types?: VideoChannelType[];
  /** @maxItems 20 */
  content_type?: ContentType[];
  /**
   * Marker (key entity) ids to restrict to.
   * @maxItems 20
   */
  markers?: Id[];
  /**
   * Here the page size of the segments list.
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
  category_id: Id;
  date?: DateString;
  /**
   * @minimum 1
   * @maximum 100000
   */
  page?: number;
}
