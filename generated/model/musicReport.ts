/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Airplay } from './airplay';
import type { PageMeta } from './pageMeta';

export interface MusicReport {
  /** @maxItems 100 */
  items: Airplay[];
  meta: PageMeta;
}
