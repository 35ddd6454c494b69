/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { StreamTypeCode } from './streamTypeCode';
import type { StreamHunterSourceState } from './streamHunterSourceState';
import type { StreamHunterListRequestSortBy } from './streamHunterListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page, filters and order of the StreamHunter source list. Every member is optional.
 */
export interface StreamHunterListRequest {
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
   * Case-insensitive substring of the source's name or url.
   * @minLength 1
   * @maxLength 200
   */
  search?: string;
  type?: StreamTypeCode;
  /** @pattern ^[A-Z]{2}$ */
  country?: string;
  state?: StreamHunterSourceState;
  sort_by?: StreamHunterListRequestSortBy;
  sort_order?: SortOrder;
}
