/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { ChannelBreakdown } from './channelBreakdown';
import type { Id } from './id';

/**
 * One story's mentions.
 */
export interface StoryStatisticsItem {
  total: Count;
  dynamics: Dynamics;
  channels: ChannelBreakdown;
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  theme_id: Id;
}
