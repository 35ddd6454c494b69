/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { InfoReport } from './infoReport';
import type { PageMeta } from './pageMeta';

export interface InfoReportsList {
  /** @maxItems 100 */
  items: InfoReport[];
  meta: PageMeta;
}
