/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Story } from './story';
import type { Count } from './count';
import type { SentimentSplit } from './sentimentSplit';
import type { Dynamics } from './dynamics';
import type { StorySource } from './storySource';

/**
 * One story's mentions within the filters. `sources` is sorted by `count` descending and holds at most `limit` channels.
 */
export interface StoryStatistics {
  story: Story;
  total: Count;
  sentiment: SentimentSplit;
  dynamics: Dynamics;
  /** @maxItems 1000 */
  sources: StorySource[];
}
