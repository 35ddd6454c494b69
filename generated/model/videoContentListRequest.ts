/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { SearchText } from './searchText';
import type { Id } from './id';
import type { VideoContentOrigin } from './videoContentOrigin';
import type { VideoContentListRequestSortBy } from './videoContentListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page of the video content items.
 */
export interface VideoContentListRequest {
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
  category_id?: Id;
  origin?: VideoContentOrigin;
  sort_by?: VideoContentListRequestSortBy;
  sort_order?: SortOrder;
}
