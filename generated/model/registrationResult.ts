/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * `result: true` when the account was created; false when the server declined without a field error.
 */
export interface RegistrationResult {
  result: boolean;
}
