/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Period } from './period';
import type { PlaylistRequestSortBy } from './playlistRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * The channel and period whose playlist to show, with page and order. `period` defaults to the current week.
 */
export interface PlaylistRequest {
  channel_id: Id;
  period?: Period;
  /**
   * Case-insensitive substring of the artist or the title.
   * @minLength 1
   * @maxLength 200
   */
  search?: string;
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
  sort_by?: PlaylistRequestSortBy;
  sort_order?: SortOrder;
}
