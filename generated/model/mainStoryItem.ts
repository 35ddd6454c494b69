/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Count } from './count';
import type { SentimentSplit } from './sentimentSplit';
import type { DateTime } from './dateTime';

/**
 * A story of the main page's list, with the number of channels that covered it.
 */
export interface MainStoryItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  theme_id: Id;
  count: Count;
  sentiment: SentimentSplit;
  /** Time of the story's first mention within the filters. */
  first_seen: DateTime;
  /** Time of the story's latest mention within the filters. */
  last_seen: DateTime;
  /**
   * Number of distinct channels with mentions of the story within the filters.
   * @minimum 0
   */
  channels_count: number;
}
