/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoObjectCategory } from './videoObjectCategory';
import type { ThumbnailUrl } from './thumbnailUrl';
import type { DurationSeconds } from './durationSeconds';

/**
 * An object with its appearances over the filtered period.
 */
export interface VideoObjectTopItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  category: VideoObjectCategory;
  thumbnail_url: ThumbnailUrl;
  /**
   * Appearances (shots in which the object was recognised).
   * @minimum 0
   */
  count: number;
  duration_seconds: DurationSeconds;
}
