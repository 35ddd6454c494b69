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
 * The fixed list of themes of the themes page and the statistics filters (`limit` does not apply).
 */
export interface ThemesListRequest {
  period?: Period;
  channels?: FilterChannels;
  channel_types?: FilterChannelTypes;
  content_type?: FilterContentType;
  markers?: FilterMarkers;
  /**
   * The themes to return, in the order the page shows them. The cabinet always sends its fixed list of 16.
   * @minItems 1
   * @maxItems 16
   */
  theme_id: Id[];
  limit?: StatisticsLimit;
}
