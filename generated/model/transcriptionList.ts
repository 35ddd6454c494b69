/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TranscriptionSummary } from './transcriptionSummary';
import type { PageMeta } from './pageMeta';

export interface TranscriptionList {
  /** @maxItems 100 */
  items: TranscriptionSummary[];
  meta: PageMeta;
}
