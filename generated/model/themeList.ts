/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Theme } from './theme';
import type { PageMeta } from './pageMeta';

export interface ThemeList {
  /** @maxItems 100 */
  items: Theme[];
  meta: PageMeta;
}
