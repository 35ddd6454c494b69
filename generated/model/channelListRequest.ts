/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelType } from './channelType';
import type { ChannelSortField } from './channelSortField';
import type { SortOrder } from './sortOrder';

/**
 * Page of channels, optionally narrowed by a search string, channel types and activity.
 */
export interface ChannelListRequest {
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
   * Case-insensitive substring of the name or the stream address.
   * @minLength 1
   * @maxLength 100
   */
  search?: string;
  /**
   * Channel types to keep; empty or absent means all.
   * @maxItems 7
   */
  types?: ChannelType[];
  /** Keep only active (true) or inactive (false) channels; absent means both. */
  is_active?: boolean;
  sort_by?: ChannelSortField;
  sort_order?: SortOrder;
}
