/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { UnreadCountLatestId } from './unreadCountLatestId';

export interface UnreadCount {
  /** @minimum 0 */
  unread: number;
  /** The newest notification's id, so a client can tell a new one from one it has seen; null with none. */
  latest_id: UnreadCountLatestId;
}
