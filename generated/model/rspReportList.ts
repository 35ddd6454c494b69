/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { RspReport } from './rspReport';
import type { PageMeta } from './pageMeta';

export interface RspReportList {
  /** @maxItems 100 */
  items: RspReport[];
  meta: PageMeta;
}
