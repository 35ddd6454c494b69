/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoContentCategory } from './videoContentCategory';
import type { PageMeta } from './pageMeta';

export interface VideoContentCategoryList {
  /** @maxItems 100 */
  items: VideoContentCategory[];
  meta: PageMeta;
}
