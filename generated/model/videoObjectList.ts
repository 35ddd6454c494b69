/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoObject } from './videoObject';
import type { PageMeta } from './pageMeta';

export interface VideoObjectList {
  /** @maxItems 100 */
  items: VideoObject[];
  meta: PageMeta;
}
