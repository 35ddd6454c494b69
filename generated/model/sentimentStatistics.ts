/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { SentimentSplit } from './sentimentSplit';
import type { SentimentDynamicsPoint } from './sentimentDynamicsPoint';

/**
 * Tonality of all mentions matching the filters; `sentiment` sums to `total`, and so does each day's split summed over `dynamics`.
 */
export interface SentimentStatistics {
  total: Count;
  sentiment: SentimentSplit;
  /**
   * One point per day of the period, days without mentions included with zeros, sorted by `date` ascending.
   * @maxItems 366
   */
  dynamics: SentimentDynamicsPoint[];
}
