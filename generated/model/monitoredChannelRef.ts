/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { ChannelType } from './channelType';

/**
 * A monitored channel as other entities refer to it.
 */
export interface MonitoredChannelRef {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: ChannelType;
}
