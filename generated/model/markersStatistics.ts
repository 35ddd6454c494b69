/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { MarkerStatisticsItem } from './markerStatisticsItem';

/**
 * Mentions of every marker matching the filters, and the markers with the most mentions (sorted by `total` descending, at most `limit`).
 */
export interface MarkersStatistics {
  total: Count;
  dynamics: Dynamics;
  /** @maxItems 1000 */
  items: MarkerStatisticsItem[];
}
