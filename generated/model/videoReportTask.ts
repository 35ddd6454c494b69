/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { VideoReportType } from './videoReportType';
import type { Period } from './period';
import type { VideoReportFilters } from './videoReportFilters';
import type { FileFormat } from './fileFormat';
import type { TaskState } from './taskState';
import type { VideoReportTaskFinishedAt } from './videoReportTaskFinishedAt';
import type { VideoReportTaskError } from './videoReportTaskError';

/**
 * A background task that builds a video report file.
 */
export interface VideoReportTask {
  id: Id;
  type: VideoReportType;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  period: Period;
  filters: VideoReportFilters;
  file_format: FileFormat;
  state: TaskState;
  created_at: string;
  /** When the task reached `done` or `failed`; null before. */
  finished_at: VideoReportTaskFinishedAt;
  /**
   * Why the task failed; null unless `state` is `failed`.
   * @maxLength 1000
   */
  error: VideoReportTaskError;
}
