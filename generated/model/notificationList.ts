/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Notification } from './notification';
import type { PageMeta } from './pageMeta';

export interface NotificationList {
  /** @maxItems 100 */
  items: Notification[];
  meta: PageMeta;
  /**
   * How many of the account's notifications are unread, whatever the page.
   * @minimum 0
   */
  unread: number;
}
