/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { ChannelType } from './channelType';

/**
 * A channel that covered the story, with its mentions of it within the filters.
 */
export interface StorySource {
  channel_id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: ChannelType;
  /** @minimum 1 */
  count: number;
}
