/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoObjectTopItem } from './videoObjectTopItem';

/**
 * The most frequent objects, by `count` descending, at most `limit` of them.
 */
export interface VideoObjectTopList {
  /** @maxItems 1000 */
  items: VideoObjectTopItem[];
}
