/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MainStoryItem } from './mainStoryItem';
import type { PageMeta } from './pageMeta';

export interface MainStoriesList {
  /** @maxItems 100 */
  items: MainStoryItem[];
  meta: PageMeta;
}
