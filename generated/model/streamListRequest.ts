/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { StreamTypeCode } from './streamTypeCode';
import type { StreamKindCode } from './streamKindCode';
import type { TaskState } from './taskState';
import type { StreamListRequestSortBy } from './streamListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page, filters and order of the monitored stream list. Every member is optional.
 */
export interface StreamListRequest {
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
   * Case-insensitive substring of the stream's name or url.
   * @minLength 1
   * @maxLength 200
   */
  search?: string;
  channel_id?: Id;
  type?: StreamTypeCode;
  kind?: StreamKindCode;
  state?: TaskState;
  sort_by?: StreamListRequestSortBy;
  sort_order?: SortOrder;
}
