/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { Id } from './id';
import type { TranscriptionLanguage } from './transcriptionLanguage';
import type { TaskState } from './taskState';
import type { TranscriptionListRequestSortBy } from './transcriptionListRequestSortBy';
import type { SortOrder } from './sortOrder';

/**
 * Page, filters and order of the transcription report list. Every member is optional.
 */
export interface TranscriptionListRequest {
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
  /** Restricts to reports whose window starts within these dates. */
  period?: Period;
  /**
   * Channel ids to restrict to; empty means all channels.
   * @maxItems 20
   */
  channels?: Id[];
  language?: TranscriptionLanguage;
  state?: TaskState;
  sort_by?: TranscriptionListRequestSortBy;
  sort_order?: SortOrder;
}
