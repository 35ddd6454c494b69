/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { ChannelBreakdown } from './channelBreakdown';
import type { Id } from './id';
import type { ChannelType } from './channelType';

/**
 * One channel's mentions. Its `channels` breakdown holds the channel itself, so that every
statistics item has the same shape.

 */
export interface ChannelStatisticsItem {
  total: Count;
  dynamics: Dynamics;
  channels: ChannelBreakdown;
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: ChannelType;
}
