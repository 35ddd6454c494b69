/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoPersonTopItemPosition } from './videoPersonTopItemPosition';
import type { ThumbnailUrl } from './thumbnailUrl';
import type { DurationSeconds } from './durationSeconds';

/**
 * A person with their appearances over the filtered period.
 */
export interface VideoPersonTopItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 200 */
  position: VideoPersonTopItemPosition;
  thumbnail_url: ThumbnailUrl;
  /**
   * Appearances (shots in which the face was recognised).
   * @minimum 0
   */
  count: number;
  duration_seconds: DurationSeconds;
}
