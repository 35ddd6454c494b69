/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { FileFormat } from './fileFormat';

/**
 * Which report to download and in which format (the cabinet sends `id` and `file_format`).
 */
export interface ReportFileRequest {
  id: Id;
  file_format: FileFormat;
}
