/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { RspReportType } from './rspReportType';
import type { TaskState } from './taskState';
import type { RspReportSortField } from './rspReportSortField';
import type { SortOrder } from './sortOrder';

/**
 * Page of the user's combined reports, newest first unless sorted otherwise.
 */
export interface RspReportListRequest {
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
  /**
   * Report types to keep; empty or absent means all.
   * @maxItems 4
   */
  types?: RspReportType[];
  /**
   * Report states to keep; empty or absent means all.
   * @maxItems 4
   */
  states?: TaskState[];
  sort_by?: RspReportSortField;
  sort_order?: SortOrder;
}
