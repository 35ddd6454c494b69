/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { RspReportType } from './rspReportType';
import type { Period } from './period';
import type { TaskState } from './taskState';
import type { FileFormat } from './fileFormat';

/**
 * A combined report and the file formats it can be downloaded in.
 */
export interface RspReport {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  type: RspReportType;
  created_at: string;
  period: Period;
  state: TaskState;
  /**
   * Formats available for download; empty until `state` is `done`.
   * @maxItems 4
   */
  formats: FileFormat[];
}
