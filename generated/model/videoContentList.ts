/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoContent } from './videoContent';
import type { PageMeta } from './pageMeta';

export interface VideoContentList {
  /** @maxItems 100 */
  items: VideoContent[];
  meta: PageMeta;
}
