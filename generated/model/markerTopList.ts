/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MarkerTopItem } from './markerTopItem';

/**
 * Markers with the most mentions, sorted by `count` descending, at most `limit`.
 */
export interface MarkerTopList {
  /** @maxItems 1000 */
  items: MarkerTopItem[];
}
