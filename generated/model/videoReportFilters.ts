/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Channels } from './channels';
import type { VideoChannelType } from './videoChannelType';
import type { Id } from './id';

/**
 * Restrictions of a report; an absent or empty member means no restriction.
 */
export interface VideoReportFilters {
  channels?: Channels;
  /** @maxItems 20 */
  channel_types?: VideoChannelType[];
  /** @maxItems 20 */
  objects?: Id[];
  /** @maxItems 20 */
  persons?: Id[];
  /**
   * Content category ids.
   * @maxItems 20
   */
  categories?: Id[];
}
