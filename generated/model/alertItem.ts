/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AlertRule } from './alertRule';

export interface AlertItem {
  item: AlertRule;
}
