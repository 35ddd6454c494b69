/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Count } from './count';
import type { Share } from './share';
import type { Dynamics } from './dynamics';

/**
 * A theme of the main page's top-themes block, with its daily mentions for the sparkline.
 */
export interface MainThemeTopItem {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  count: Count;
  share: Share;
  dynamics: Dynamics;
}
