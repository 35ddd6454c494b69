/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelTopItem } from './channelTopItem';

/**
 * Channels with the most mentions, sorted by `count` descending, at most `limit`.
 */
export interface ChannelTopList {
  /** @maxItems 1000 */
  items: ChannelTopItem[];
}
