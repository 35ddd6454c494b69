/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { FilterChannels } from './filterChannels';
import type { FilterChannelTypes } from './filterChannelTypes';
import type { FilterContentType } from './filterContentType';
import type { FilterMarkers } from './filterMarkers';
import type { Id } from './id';
import type { Page } from './page';
import type { PageLimit } from './pageLimit';
import type { MainStoriesListRequestSortBy } from './mainStoriesListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * The statistics filters, an optional theme restriction, paging and sorting of the main page's stories list.
 */
export interface MainStoriesListRequest {
  period?: Period;
  channels?: FilterChannels;
  channel_types?: FilterChannelTypes;
  content_type?: FilterContentType;
  markers?: FilterMarkers;
  /**
   * Only stories of these themes; absent or empty means every theme.
   * @maxItems 16
   */
  theme_id?: Id[];
  page?: Page;
  limit?: PageLimit;
  sort_by?: MainStoriesListRequestSortBy;
  sort_order?: SortOrder;
}
