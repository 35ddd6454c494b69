/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Id } from './id';
import type { VideoChannelType } from './videoChannelType';
import type { ContentType } from './contentType';

/**
 * The request of the split of persons by channel; see `VideoPersonStatisticsRequest` and `ChannelSplitFields`.
 */
export interface VideoPersonChannelsRequest {
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
  /**
   * Person ids to restrict to.
   * @maxItems 20
   */
  persons?: Id[];
  /** Whether each channel comes with its dynamics by date. `false` answers every channel's
`dynamics` as an empty array (the overall `dynamics` stay), for a caller that draws no
line per channel, such as a list of channels to choose from or bars of the totals: a year
over a thousand channels is otherwise megabytes of dates nobody draws.
 */
  channel_dynamics?: boolean;
}
