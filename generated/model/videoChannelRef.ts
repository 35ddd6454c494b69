/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoChannelType } from './videoChannelType';

/**
 * The channel a segment was broadcast on.
 */
export interface VideoChannelRef {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: VideoChannelType;
}
