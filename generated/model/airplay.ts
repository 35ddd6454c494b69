/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelRef } from './channelRef';
import type { Id } from './id';

/**
 * One play of a track on a channel.
 */
export interface Airplay {
  played_at: string;
  channel: ChannelRef;
  track_id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  artist: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * How long the track was on air.
   * @minimum 1
   * @maximum 86400
   */
  duration_seconds: number;
}
