/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { Phone } from './phone';
import type { Permissions } from './permissions';

/**
 * A cabinet user as the profile calls return it.
 */
export interface User {
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
}
