/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Channel } from './channel';
import type { PageMeta } from './pageMeta';

export interface ChannelList {
  /** @maxItems 100 */
  items: Channel[];
  meta: PageMeta;
}
