/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Channels } from './channels';
import type { Id } from './id';
import type { AirplaySortField } from './airplaySortField';
import type { SortOrder } from './sortOrder';

/**
 * A page of the airplay report.
 */
export interface MusicReportRequest {
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
  /**
   * @minimum 1
   * @maximum 100000
   */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
}
