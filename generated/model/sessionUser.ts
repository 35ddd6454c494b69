/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Phone } from './phone';
import type { Permissions } from './permissions';

/**
 * The user as the login call returns it, carrying the cabinet JWT.
 */
export interface SessionUser {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 100
   */
  first_name: string;
  /**
   * @minLength 1
   * @maxLength 100
   */
  last_name: string;
  /** @maxLength 254 */
  email: string;
  phone: Phone;
  permissions: Permissions;
  /**
   * Cabinet JWT, sent as `Authorization: Bearer <jwt_token>` on every cabinet call.
   * @minLength 1
   */
  jwt_token: string;
}
