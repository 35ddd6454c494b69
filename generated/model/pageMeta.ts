/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Position of a returned page within the whole list.
 */
export interface PageMeta {
  /**
   * Number of items in the whole list.
   * @minimum 0
   */
  total: number;
  /**
   * @minimum 1
   * @maximum 100000
   */
  page: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit: number;
}
