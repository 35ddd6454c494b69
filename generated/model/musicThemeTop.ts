/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MusicTheme } from './musicTheme';

export interface MusicThemeTop {
  /**
   * Sorted by `count` descending; at most `limit` entries.
   * @maxItems 1000
   */
  items: MusicTheme[];
}
