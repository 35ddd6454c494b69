/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoContentCategory } from './videoContentCategory';
import type { VideoContentOrigin } from './videoContentOrigin';
import type { TaskState } from './taskState';
import type { VideoContentDurationSeconds } from './videoContentDurationSeconds';
import type { ThumbnailUrl } from './thumbnailUrl';

/**
 * A video content item (a programme, a commercial, a clip) whose airings the recogniser tracks.
 */
export interface VideoContent {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  category: VideoContentCategory;
  origin: VideoContentOrigin;
  /** Processing of the reference video; `done` once its airings can be found. */
  state: TaskState;
  /**
   * Length of the video in seconds; null until an upload is processed.
   * @minimum 0
   */
  duration_seconds: VideoContentDurationSeconds;
  thumbnail_url: ThumbnailUrl;
  created_at: string;
}
