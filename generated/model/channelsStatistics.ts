/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { ChannelTypeStatistics } from './channelTypeStatistics';
import type { ChannelStatisticsItem } from './channelStatisticsItem';

/**
 * All mentions matching the filters; `types` splits them by channel type (every type with
mentions, sorted by `total` descending); `items` holds the channels with the most mentions
(sorted by `total` descending, at most `limit`).

 */
export interface ChannelsStatistics {
  total: Count;
  dynamics: Dynamics;
  /** @maxItems 7 */
  types: ChannelTypeStatistics[];
  /** @maxItems 1000 */
  items: ChannelStatisticsItem[];
}
