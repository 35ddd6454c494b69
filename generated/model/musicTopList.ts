/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MusicTrackItem } from './musicTrackItem';

/**
 * Tracks with the most plays, sorted by `plays` descending, at most `limit`; `total_plays` counts every play matching the filters.
 */
export interface MusicTopList {
  /** @minimum 0 */
  total_plays: number;
  /** @maxItems 1000 */
  items: MusicTrackItem[];
}
