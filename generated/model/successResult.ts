/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Acknowledgement of an action that returns no entity.
 */
export interface SuccessResult {
  success: boolean;
}
