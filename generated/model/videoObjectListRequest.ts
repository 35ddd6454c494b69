/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { SearchText } from './searchText';
import type { VideoObjectCategory } from './videoObjectCategory';
import type { VideoObjectListRequestSortBy } from './videoObjectListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page of the catalogue of monitored objects.
 */
export interface VideoObjectListRequest {
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
  category?: VideoObjectCategory;
  sort_by?: VideoObjectListRequestSortBy;
  sort_order?: SortOrder;
}
