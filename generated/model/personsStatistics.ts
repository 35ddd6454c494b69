/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { PersonStatisticsItem } from './personStatisticsItem';

/**
 * Mentions of every person matching the filters, and the persons with the most mentions (sorted by `total` descending, at most `limit`).
 */
export interface PersonsStatistics {
  total: Count;
  dynamics: Dynamics;
  /** @maxItems 1000 */
  items: PersonStatisticsItem[];
}
