/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Count } from './count';

/**
 * A person in the cloud; `weight` scales the font (1 for the most mentioned person).
 */
export interface PersonCloudItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * `count` divided by the largest `count` of the cloud, rounded to two decimals.
   * @minimum 0
   * @maximum 1
   */
  weight: number;
  count: Count;
}
