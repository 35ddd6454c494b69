/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TranscriptionReport } from './transcriptionReport';

export interface TranscriptionReportItem {
  item: TranscriptionReport;
}
