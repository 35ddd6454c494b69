/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * Multipart form of a reference video upload: the file (MP4 `video/mp4`, QuickTime
`video/quicktime` or Matroska `video/x-matroska`, at most 2 GB), its title and its
content category.

 */
export interface VideoContentAddRequest {
  /** The video file, `video/mp4`, `video/quicktime` or `video/x-matroska`, at most 2 GB (2 147 483 648 bytes). */
  file: Blob;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  category_id: Id;
}
