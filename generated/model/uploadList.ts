/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TrackUpload } from './trackUpload';
import type { PageMeta } from './pageMeta';

export interface UploadList {
  /** @maxItems 100 */
  items: TrackUpload[];
  meta: PageMeta;
}
