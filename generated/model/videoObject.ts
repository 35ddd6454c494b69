/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoObjectCategory } from './videoObjectCategory';
import type { VideoObjectDescription } from './videoObjectDescription';
import type { ThumbnailUrl } from './thumbnailUrl';

/**
 * A visual object (logo, brand, product, landmark, symbol) the recogniser looks for in TV video.
 */
export interface VideoObject {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  category: VideoObjectCategory;
  /**
   * What the object looks like, as entered when it was added.
   * @maxLength 1000
   */
  description: VideoObjectDescription;
  thumbnail_url: ThumbnailUrl;
  /** When the object was added to monitoring. */
  created_at: string;
}
