/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DateTime } from './dateTime';

/**
 * Where to download the report file, and until when the link works.
 */
export interface ReportFileLink {
  /**
   * Relative URL of the report file download (`GET /api/v1/info/reports/{id}/file`), resolved against the cabinet host.
   * @pattern ^/api/v1/info/reports/[1-9][0-9]*\/file\?file_format=(pdf|xlsx|docx|csv)$
   */
  link: string;
  /** After this time the file is no longer kept and the link answers 404; request a new link. */
  expires_at: DateTime;
}
