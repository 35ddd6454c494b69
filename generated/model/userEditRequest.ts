/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Phone } from './phone';

/**
 * Fields of the profile to store. The email cannot be changed; `password` is sent only to change it.
 */
export interface UserEditRequest {
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
  phone: Phone;
  /**
   * @minLength 8
   * @maxLength 128
   */
  password?: string;
}
