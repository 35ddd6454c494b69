/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelType } from './channelType';
import type { Count } from './count';
import type { Dynamics } from './dynamics';

/**
 * Mentions on all channels of one type.
 */
export interface ChannelTypeStatistics {
  type: ChannelType;
  total: Count;
  dynamics: Dynamics;
}
