/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoChannelRef } from './videoChannelRef';
import type { DurationSeconds } from './durationSeconds';
import type { Id } from './id';
import type { VideoContentSegmentContentId } from './videoContentSegmentContentId';

/**
 * One airing of content of a category on a channel.
 */
export interface VideoContentSegment {
  channel: VideoChannelRef;
  start: string;
  end: string;
  duration_seconds: DurationSeconds;
  /**
   * Programme or block title as detected on air.
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  category_id: Id;
  /**
   * Id of the video content item this airing was matched to, or null when it matched none.
   * @minimum 1
   * @maximum 9007199254740991
   */
  content_id: VideoContentSegmentContentId;
}
