/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Period } from './period';
import type { FilterChannels } from './filterChannels';
import type { FilterChannelTypes } from './filterChannelTypes';
import type { FilterContentType } from './filterContentType';
import type { FilterMarkers } from './filterMarkers';
import type { StatisticsLimit } from './statisticsLimit';
import type { Id } from './id';

/**
 * The statistics filters, optionally restricted to some persons.
 */
export interface StatisticsPersonsRequest {
  period?: Period;
  channels?: FilterChannels;
  channel_types?: FilterChannelTypes;
  content_type?: FilterContentType;
  markers?: FilterMarkers;
  limit?: StatisticsLimit;
  /**
   * Person ids to report on; absent or empty means every person.
   * @maxItems 100
   */
  person_id?: Id[];
}
