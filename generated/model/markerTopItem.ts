/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Count } from './count';
import type { SentimentSplit } from './sentimentSplit';

/**
 * A marker (key entity) with its mentions and their tonality.
 */
export interface MarkerTopItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  count: Count;
  sentiment: SentimentSplit;
}
