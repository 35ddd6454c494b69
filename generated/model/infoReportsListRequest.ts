/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Page } from './page';
import type { PageLimit } from './pageLimit';
import type { InfoReportsListRequestSortBy } from './infoReportsListRequestSortBy';
import type { SortOrder } from './sortOrder';
import type { TaskState } from './taskState';

/**
 * Paging, sorting and an optional state filter of the info reports list.
 */
export interface InfoReportsListRequest {
  page?: Page;
  limit?: PageLimit;
  sort_by?: InfoReportsListRequestSortBy;
  sort_order?: SortOrder;
  /**
   * Only reports in these states; absent or empty means every state.
   * @maxItems 4
   */
  state?: TaskState[];
}
