/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Count } from './count';
import type { Dynamics } from './dynamics';

/**
 * A theme's mentions over the period and per day.
 */
export interface ThemeDynamicsItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  total: Count;
  dynamics: Dynamics;
}
