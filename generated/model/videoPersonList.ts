/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoPerson } from './videoPerson';
import type { PageMeta } from './pageMeta';

export interface VideoPersonList {
  /** @maxItems 100 */
  items: VideoPerson[];
  meta: PageMeta;
}
