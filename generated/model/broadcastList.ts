/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelBroadcast } from './channelBroadcast';

/**
 * One entry per requested channel that has recorded air on the date, in the requested order; channels without recorded air are left out.
 */
export interface BroadcastList {
  /** @maxItems 20 */
  items: ChannelBroadcast[];
}
