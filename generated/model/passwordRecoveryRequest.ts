/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export interface PasswordRecoveryRequest {
  /** @maxLength 254 */
  email: string;
}
