/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { AdminRole } from './adminRole';

/**
 * An admin console account.
 */
export interface AdminUser {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 254 */
  email: string;
  role: AdminRole;
}
