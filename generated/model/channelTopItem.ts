/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { ChannelType } from './channelType';
import type { Count } from './count';
import type { Share } from './share';

/**
 * A channel (source) with its mentions within the filters.
 */
export interface ChannelTopItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: ChannelType;
  /**
   * ISO 3166-1 alpha-2 code of the channel's country.
   * @pattern ^[A-Z]{2}$
   */
  country: string;
  count: Count;
  share: Share;
}
