/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ThemeDynamicsItem } from './themeDynamicsItem';

/**
 * One item per requested `theme_id`, in the requested order, themes without mentions included.
 */
export interface ThemesList {
  /** @maxItems 16 */
  items: ThemeDynamicsItem[];
}
