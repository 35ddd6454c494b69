/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Count } from './count';
import type { SentimentSplit } from './sentimentSplit';

/**
 * A person with their mentions and the tonality of those mentions.
 */
export interface PersonTopItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Position or occupation; empty when unknown.
   * @maxLength 200
   */
  position: string;
  count: Count;
  sentiment: SentimentSplit;
}
