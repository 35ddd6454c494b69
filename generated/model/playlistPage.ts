/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { PlaylistEntry } from './playlistEntry';
import type { PageMeta } from './pageMeta';

export interface PlaylistPage {
  /** @maxItems 100 */
  items: PlaylistEntry[];
  meta: PageMeta;
}
