/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Count } from './count';
import type { Dynamics } from './dynamics';
import type { ThemeStatisticsItem } from './themeStatisticsItem';

/**
 * All mentions matching the filters, and the themes with the most mentions (sorted by `total` descending, at most `limit`).
 */
export interface ThemesStatistics {
  total: Count;
  dynamics: Dynamics;
  /** @maxItems 1000 */
  items: ThemeStatisticsItem[];
}
