/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MusicStory } from './musicStory';
import type { PageMeta } from './pageMeta';

export interface MusicStoryList {
  /** @maxItems 100 */
  items: MusicStory[];
  meta: PageMeta;
}
