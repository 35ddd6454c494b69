/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Phone } from './phone';

export interface RegistrationRequest {
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
  /**
   * Unique: an email already registered is refused.
   * @maxLength 254
   */
  email: string;
  phone: Phone;
  /**
   * @minLength 8
   * @maxLength 128
   */
  password: string;
}
