/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Id } from './id';
import type { VideoChannelType } from './videoChannelType';
import type { ContentType } from './contentType';

/**
 * The statistics filters of the video section, with nothing else.
 */
export interface VideoStatisticsFilter {
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
   * @minimum 1
   * @maximum 1000
   */
  limit?: number;
}
