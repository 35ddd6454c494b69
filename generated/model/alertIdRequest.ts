/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * One of the account's rules, by id.
 */
export interface AlertIdRequest {
  id: Id;
}
