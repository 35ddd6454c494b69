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
import type { StatisticsLimit } from './statisticsLimit';

/**
 * The story to report on and the statistics filters.
 */
export interface StatisticsStoryRequest {
  period?: Period;
  channels?: FilterChannels;
  channel_types?: FilterChannelTypes;
  content_type?: FilterContentType;
  markers?: FilterMarkers;
  story_id: Id;
  limit?: StatisticsLimit;
}
