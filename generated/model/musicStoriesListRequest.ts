/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Channels } from './channels';
import type { Id } from './id';
import type { MusicStorySortField } from './musicStorySortField';
import type { SortOrder } from './sortOrder';

/**
 * The statistics filters that apply to airplay (period, channels), an optional music theme and a page.
 */
export interface MusicStoriesListRequest {
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
  period?: Period;
  channels?: Channels;
  /** Keep the stories of this music theme only. */
  theme_id?: Id;
  sort_by?: MusicStorySortField;
  sort_order?: SortOrder;
}
