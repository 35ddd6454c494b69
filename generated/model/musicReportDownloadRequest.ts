/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Channels } from './channels';
import type { Id } from './id';
import type { AirplaySortField } from './airplaySortField';
import type { SortOrder } from './sortOrder';
import type { FileFormat } from './fileFormat';

/**
 * The whole airplay report as a file.
 */
export interface MusicReportDownloadRequest {
  period?: Period;
  channels?: Channels;
  /**
   * Artist names, matched exactly.
   * @maxItems 20
   */
  artists?: string[];
  /**
   * Track ids.
   * @maxItems 20
   */
  tracks?: Id[];
  sort_by?: AirplaySortField;
  sort_order?: SortOrder;
  file_format: FileFormat;
}
