/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoReportType } from './videoReportType';
import type { Period } from './period';
import type { VideoReportFilters } from './videoReportFilters';
import type { FileFormat } from './fileFormat';

/**
 * A report to build. Without `title` the server names the report after its type and period.
 */
export interface VideoReportTaskAddRequest {
  type: VideoReportType;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  period: Period;
  filters?: VideoReportFilters;
  file_format: FileFormat;
}
