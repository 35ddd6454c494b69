/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Mentions of each tonality over the whole period.
 */
export interface SentimentSplit {
  /** @minimum 0 */
  positive: number;
  /** @minimum 0 */
  neutral: number;
  /** @minimum 0 */
  negative: number;
}
