/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TaskState } from './taskState';
import type { VideoReportType } from './videoReportType';
import type { VideoReportTaskListRequestSortBy } from './videoReportTaskListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page of the user's video report tasks.
 */
export interface VideoReportTaskListRequest {
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
  state?: TaskState;
  type?: VideoReportType;
  sort_by?: VideoReportTaskListRequestSortBy;
  sort_order?: SortOrder;
}
