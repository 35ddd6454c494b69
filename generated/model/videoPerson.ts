/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoPersonPosition } from './videoPersonPosition';
import type { ThumbnailUrl } from './thumbnailUrl';

/**
 * A person whose face the recogniser looks for in TV video. Persons known to the info section
keep their ids; persons added in the video section get new ones.

 */
export interface VideoPerson {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Office or occupation, in the language it was entered in.
   * @maxLength 200
   */
  position: VideoPersonPosition;
  thumbnail_url: ThumbnailUrl;
  /** When the person was added to video monitoring. */
  created_at: string;
}
