/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Page } from './page';
import type { PageLimit } from './pageLimit';
import type { ThemeListRequestSortBy } from './themeListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Optional paging of the theme catalogue. Without a body the first page of 20 themes sorted by `id` is returned.
 */
export interface ThemeListRequest {
  page?: Page;
  limit?: PageLimit;
  sort_by?: ThemeListRequestSortBy;
  sort_order?: SortOrder;
}
