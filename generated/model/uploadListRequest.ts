/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TaskState } from './taskState';
import type { UploadSortField } from './uploadSortField';
import type { SortOrder } from './sortOrder';

/**
 * Page of the upload history, newest first unless sorted otherwise.
 */
export interface UploadListRequest {
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
   * Case-insensitive substring of the file name, artist or title.
   * @minLength 1
   * @maxLength 100
   */
  search?: string;
  /**
   * Processing states to keep; empty or absent means all.
   * @maxItems 4
   */
  states?: TaskState[];
  sort_by?: UploadSortField;
  sort_order?: SortOrder;
}
