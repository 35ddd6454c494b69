/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * Marks notifications read, those of `ids` or every one of the account's with `all`.
 */
export type NotificationReadRequest = (unknown & {
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids?: Id[];
  all?: true;
}) | (unknown & {
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids?: Id[];
  all?: true;
});
