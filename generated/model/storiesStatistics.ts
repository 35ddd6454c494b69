/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { StoryStatisticsItem } from './storyStatisticsItem';

/**
 * Mentions of every story matching the filters, and the stories with the most mentions (sorted by `total` descending, at most `limit`).
 */
export interface StoriesStatistics {
  total: Count;
  dynamics: Dynamics;
  /** @maxItems 1000 */
  items: StoryStatisticsItem[];
}
