/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MainThemeTopItem } from './mainThemeTopItem';

/**
 * Themes with the most mentions, sorted by `count` descending, at most `limit`.
 */
export interface MainThemeTopList {
  /** @maxItems 1000 */
  items: MainThemeTopItem[];
}
