/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export interface LoginRequest {
  /** @maxLength 254 */
  email: string;
  /**
   * @minLength 1
   * @maxLength 128
   */
  password: string;
}
