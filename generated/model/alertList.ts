/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AlertRule } from './alertRule';

export interface AlertList {
  /** @maxItems 50 */
  items: AlertRule[];
}
