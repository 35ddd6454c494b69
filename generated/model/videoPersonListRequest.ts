/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { SearchText } from './searchText';
import type { VideoPersonListRequestSortBy } from './videoPersonListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page of the catalogue of monitored persons.
 */
export interface VideoPersonListRequest {
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
  search?: SearchText;
  sort_by?: VideoPersonListRequestSortBy;
  sort_order?: SortOrder;
}
