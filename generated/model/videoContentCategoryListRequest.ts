/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Page of the content categories. The cabinet loads them all with the defaults.
 */
export interface VideoContentCategoryListRequest {
  /**
   * @minimum 1
   * @maximum 100000
   */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
}
