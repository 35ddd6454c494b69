/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoPersonTopItem } from './videoPersonTopItem';

/**
 * The most frequent persons, by `count` descending, at most `limit` of them.
 */
export interface VideoPersonTopList {
  /** @maxItems 1000 */
  items: VideoPersonTopItem[];
}
