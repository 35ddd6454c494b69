/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Sets a new password with the token from the recovery email's link (`/new-password?token=…&email=…`).
 */
export interface PasswordRecoveryAcceptRequest {
  /** @maxLength 254 */
  email: string;
  /**
   * @minLength 1
   * @maxLength 256
   */
  token: string;
  /**
   * @minLength 8
   * @maxLength 128
   */
  password: string;
}
