/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoReportTask } from './videoReportTask';
import type { PageMeta } from './pageMeta';

export interface VideoReportTaskList {
  /** @maxItems 100 */
  items: VideoReportTask[];
  meta: PageMeta;
}
