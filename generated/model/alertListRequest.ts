/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * The account's rules, newest first, narrowed by a part of their name (any case, any script).
 */
export interface AlertListRequest {
  /**
   * A part of the rule's name, any case.
   * @maxLength 100
   */
  search?: string;
}
