/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoContentSegment } from './videoContentSegment';
import type { PageMeta } from './pageMeta';

export interface VideoContentDetails {
  /**
   * Segments sorted by `start` ascending.
   * @maxItems 100
   */
  items: VideoContentSegment[];
  meta: PageMeta;
}
